// Hold Key Click: click with a modifier key held (click modifiers, keyboard.down) and time a press.
import { expect, test } from '@playwright/test';

test('Ctrl+click is a button click, a plain click asks for Ctrl/Command', async ({ page }) => {
  await page.goto('/holdKeyClick');
  const button = page.getByRole('button', { name: 'Click Me' });
  const status = page.getByRole('status');

  await button.click({ modifiers: ['ControlOrMeta'] });
  await expect(status).toHaveText('Button clicked');

  await button.click();
  await expect(status).toHaveText('Please hold Ctrl/Command');
});

test('Ctrl held with the mouse down for 1.2 s is a long click', async ({ page }) => {
  // Fake the page's clock, so that the test can make the press last 1.2 s without waiting.
  await page.clock.install();
  await page.goto('/holdKeyClick');
  await page.getByRole('button', { name: 'Click Me' }).hover();

  await page.keyboard.down('Control');
  await page.mouse.down();
  await page.clock.runFor(1200);
  await page.mouse.up();
  await page.keyboard.up('Control');

  await expect(page.getByRole('status')).toHaveText('Long click performed');
});
