// Long click: hold the mouse button down while the fake clock runs, then release.
import { expect, test } from '@playwright/test';

test('holding past the threshold is a long click', async ({ page }) => {
  // Fake the page's clock, so that the test can make seconds pass without waiting for them.
  await page.clock.install();
  await page.goto('/longClick');
  await page.getByLabel('Long click threshold').selectOption('2');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Press and hold (threshold: 2s)');

  await page.getByRole('button', { name: 'Press and hold' }).hover();
  await page.mouse.down();
  await expect(status).toContainText('Holding...');
  // Two seconds pass in the page at once.
  await page.clock.runFor(2000);
  await page.mouse.up();
  await expect(status).toHaveText('Long click');
});

test('a quick click is a normal click', async ({ page }) => {
  await page.goto('/longClick');
  await page.getByRole('button', { name: 'Press and hold' }).click();
  await expect(page.getByRole('status')).toHaveText('Normal click');
});
