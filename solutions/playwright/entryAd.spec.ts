// Entry ad: a modal remembered in localStorage; the clock makes its 500 ms delay exact.
import { expect, test } from '@playwright/test';

test('the ad opens on the first visit and stays closed after a reload', async ({ page }) => {
  // Fake timers from the first script on, so the ad's delay runs only when the test says so.
  await page.clock.install();
  await page.goto('/entryAd');
  const ad = page.getByRole('dialog', { name: 'Welcome offer' });
  await expect(page.getByText('Stored flag entryAdClosed: not set')).toBeVisible();

  await page.clock.runFor(1000);
  await expect(ad).toBeVisible();
  await ad.getByRole('button', { name: 'Close' }).click();
  await expect(ad).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('entryAdClosed'))).toBe('true');

  await page.reload();
  await expect(page.getByText('Stored flag entryAdClosed: true')).toBeVisible();
  await page.clock.runFor(1000);
  await expect(ad).toHaveCount(0);

  await page.getByRole('link', { name: 'Show the ad again' }).click();
  await expect(ad).toBeVisible();
  await expect(page.getByText('Stored flag entryAdClosed: not set')).toBeVisible();
});

test('a stored flag keeps the ad away', async ({ page }) => {
  // Storage can be prepared before the page's own scripts run.
  await page.addInitScript(() => localStorage.setItem('entryAdClosed', 'true'));
  await page.clock.install();
  await page.goto('/entryAd');
  await expect(page.getByText('Stored flag entryAdClosed: true')).toBeVisible();
  await page.clock.runFor(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
