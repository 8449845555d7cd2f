// Horizontal Virtual Rendering: keyboard-scroll a lazy list until an item not yet in the DOM appears.
import { expect, test } from '@playwright/test';

test('batch-loads #21 after scrolling right with the arrow keys', async ({ page }) => {
  await page.goto('/horizontalVirtualRendering');
  const footer = page.locator('#hvr-footer');
  // Not merely hidden: item #21 is not in the DOM at all yet.
  await expect(page.locator('#hvr-item-21')).toHaveCount(0);
  await expect(footer).toHaveText(/^20 of 100/);

  // Each Arrow Right scrolls the strip 250 px; keep going until the next batch arrives.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#hvr-item-21')).toBeAttached({ timeout: 100 });
  }).toPass();

  await expect(page.getByText('#21', { exact: true })).toBeVisible();
  await expect(footer).toHaveText(/^40 of 100/);
});
