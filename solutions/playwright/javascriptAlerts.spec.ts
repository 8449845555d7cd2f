// Browser dialogs: check each dialog's type and message in page.on('dialog'), then accept or dismiss.
import { expect, test } from '@playwright/test';

test('closing the alert is reported', async ({ page }) => {
  await page.goto('/javascriptAlerts');
  // Register the handler before the click: the dialog blocks the page until it is answered.
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('alert');
    expect(dialog.message()).toBe('This is a JavaScript alert.');
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Open alert' }).click();
  await expect(page.getByRole('status')).toHaveText('You closed the alert.');
});

test('cancelling the confirm is reported', async ({ page }) => {
  await page.goto('/javascriptAlerts');
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe('Do you want to continue?');
    await dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Open confirm' }).click();
  await expect(page.getByRole('status')).toHaveText('You chose Cancel.');
});

test('text typed into the prompt is echoed', async ({ page }) => {
  await page.goto('/javascriptAlerts');
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('prompt');
    expect(dialog.message()).toBe('Type some text:');
    await dialog.accept('hello');
  });
  await page.getByRole('button', { name: 'Open prompt' }).click();
  await expect(page.getByRole('status')).toHaveText('You typed: hello');
});
