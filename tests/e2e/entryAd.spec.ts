import type { Page } from '@playwright/test';
import { gotoWithTimeStopped, reloadWithTimeStopped } from './clock';
import { expect, seriousAxeViolations, test } from './fixtures';
import { listenerCount } from './listeners';

const ad = (page: Page) => page.getByRole('dialog', { name: 'Welcome offer' });
const flagLine = (page: Page, value: string) =>
  page.getByText(`Stored flag entryAdClosed: ${value}`, { exact: true });

test('the ad opens 500 ms after the first render; once closed it stays closed on reload', async ({
  page,
  consoleErrors,
}) => {
  await gotoWithTimeStopped(page, '/entryAd');
  await expect(flagLine(page, 'not set')).toBeVisible();
  await page.clock.runFor(499);
  await expect(ad(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(ad(page)).toBeVisible();
  await expect(ad(page)).toContainText(
    'This window opens on your first visit. Close it and it will not open again.',
  );
  await ad(page).getByRole('button', { name: 'Close' }).click();
  await expect(ad(page)).toBeHidden();
  await expect(flagLine(page, 'true')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('entryAdClosed'))).toBe('true');

  await reloadWithTimeStopped(page);
  await expect(flagLine(page, 'true')).toBeVisible();
  await page.clock.runFor(1000);
  await expect(ad(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('Escape and a click on the backdrop close the ad and store the flag', async ({ page }) => {
  await page.goto('/entryAd');
  await expect(ad(page)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(ad(page)).toBeHidden();
  await expect(flagLine(page, 'true')).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('entryAdClosed'));
  await page.reload();
  await expect(ad(page)).toBeVisible();
  await page.mouse.click(10, 450);
  await expect(ad(page)).toBeHidden();
  await expect(flagLine(page, 'true')).toBeVisible();
});

test('"Show the ad again" removes the flag and opens the ad at once', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('entryAdClosed', 'true'));
  await gotoWithTimeStopped(page, '/entryAd');
  await page.clock.runFor(1000);
  await expect(ad(page)).toHaveCount(0);
  await expect(flagLine(page, 'true')).toBeVisible();
  await page.getByRole('link', { name: 'Show the ad again' }).click();
  await expect(ad(page)).toBeVisible();
  await expect(flagLine(page, 'not set')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('entryAdClosed'))).toBeNull();
});

test('the flag line follows a change made in another tab', async ({ page }) => {
  await page.goto('/entryAd');
  await ad(page).getByRole('button', { name: 'Close' }).click();
  await expect(flagLine(page, 'true')).toBeVisible();

  const other = await page.context().newPage();
  await other.goto('/entryAd');
  await expect(flagLine(other, 'true')).toBeVisible();
  await other.getByRole('link', { name: 'Show the ad again' }).click();
  await expect(ad(other)).toBeVisible();
  await expect(flagLine(page, 'not set')).toBeVisible();
  await ad(other).getByRole('button', { name: 'Close' }).click();
  await expect(flagLine(page, 'true')).toBeVisible();
  await other.close();
});

test('leaving the page before 500 ms: no ad, no listener left behind', async ({ page }) => {
  await gotoWithTimeStopped(page, '/entryAd');
  await expect(flagLine(page, 'not set')).toBeVisible();
  await expect.poll(() => listenerCount(page, 'window', 'storage')).toBe(1);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/');
  await page.clock.runFor(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await listenerCount(page, 'window', 'storage')).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('entryAdClosed'))).toBeNull();
});
