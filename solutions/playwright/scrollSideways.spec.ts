// Scroll Sideways: scroll a far-right element into view and check it is in the viewport.
import { expect, test } from '@playwright/test';

test('the last vegetable comes into view after scrolling sideways', async ({ page }) => {
  await page.goto('/scrollSideways');
  const last = page.getByText('The sixth and last vegetable is bell pepper.');
  await expect(last).not.toBeInViewport();

  await last.scrollIntoViewIfNeeded();

  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => window.scrollX)).toBeGreaterThan(0);
});
