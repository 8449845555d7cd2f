// Large DOM: locate elements by id (escaping dots in CSS) and cells by their header's position.
import { expect, test } from '@playwright/test';

test('the deepest nested div and the last sibling of level 50', async ({ page }) => {
  await page.goto('/largeDom');
  await expect(page.locator('#no-siblings')).toHaveText('No siblings');
  // A dot in an id means "class" in CSS: escape it.
  await expect(page.locator('#sibling-50\\.3')).toHaveText('50.3');
});

test('the cell in row 37 under header 42', async ({ page }) => {
  await page.goto('/largeDom');
  // Find the column by its header, then take that column in row 37.
  const column = await page
    .locator('#large-table th', { hasText: /^42$/ })
    .evaluate((th: HTMLTableCellElement) => th.cellIndex);
  await expect(page.locator('#row-37 td').nth(column)).toHaveText('37.42');
});
