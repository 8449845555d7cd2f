// Media Features: emulate user preferences (colour scheme, motion, print) and watch the page adapt.
import { expect, test, type Page } from '@playwright/test';

const valueOf = (page: Page, feature: string) =>
  page
    .getByRole('table', { name: 'Active media features' })
    .getByRole('row', { name: new RegExp(`^${feature} `) })
    .getByRole('cell');

test('dark and reduced motion, emulated while the page is open', async ({ page }) => {
  await page.goto('/mediaFeatures');
  await expect(page.getByRole('status')).toHaveText('Changes seen: 0');

  // One call sets both features; the page follows without a reload.
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect(valueOf(page, 'prefers-color-scheme')).toHaveText('dark');
  await expect(valueOf(page, 'prefers-reduced-motion')).toHaveText('reduce');
  await expect(page.getByRole('status')).toHaveText('Changes seen: 2');

  // Under reduced motion the square has no animation at all, neither running nor paused.
  const square = page.getByRole('img', { name: 'Spinning square' });
  expect(await square.evaluate((el) => el.getAnimations().length)).toBe(0);
});

test('print media shows the print-only line and hides the screen-only one', async ({ page }) => {
  await page.goto('/mediaFeatures');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('Print only: this line shows only in print.')).toBeVisible();
  await expect(page.getByText('Screen only: this line is hidden in print.')).toBeHidden();
});

test.describe('a context that prefers more contrast from the first load', () => {
  // The same names as context options: in force before the page loads.
  test.use({ contrast: 'more' });

  test('reads it on load', async ({ page }) => {
    await page.goto('/mediaFeatures');
    await expect(valueOf(page, 'prefers-contrast')).toHaveText('more');
    await expect(page.getByText('Contrast: more.')).toBeVisible();
  });
});
