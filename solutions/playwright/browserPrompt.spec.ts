// Browser dialogs: answer a window.prompt() with page.on('dialog') before it opens.
import { expect, test } from '@playwright/test';

test('answering the prompt shows a welcome', async ({ page }) => {
  await page.goto('/browserPrompt');
  // Register the handler first: the prompt blocks the page until it is answered.
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('prompt');
    expect(dialog.message()).toBe('Please enter your name:');
    await dialog.accept('Ada');
  });
  await page.getByRole('button', { name: 'Click this button...' }).click();
  await expect(page.getByText('Welcome, Ada')).toBeVisible();
});

test('cancelling the prompt shows no welcome', async ({ page }) => {
  await page.goto('/browserPrompt');
  page.once('dialog', (dialog) => dialog.dismiss());
  await page.getByRole('button', { name: 'Click this button...' }).click();
  await expect(page.getByText(/^Welcome, /)).toHaveCount(0);
});
