// Dynamic table: rows come in a new order on each load, so find a row by its content, not its index.
import { expect, test } from '@playwright/test';

const REAL_NAMES = {
  Superman: 'Clark Kent',
  'Spider-Man': 'Peter Parker',
  'The Flash': 'Barry Allen',
};

test('finds each hero row by the hero name, wherever it is', async ({ page }) => {
  await page.goto('/dynamicTable');
  const rows = page.getByRole('table').locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(8);

  for (const [hero, realName] of Object.entries(REAL_NAMES)) {
    // The row that has a cell named exactly after the hero, then that row's second cell.
    const row = rows.filter({ has: page.getByRole('cell', { name: hero, exact: true }) });
    await expect(row.getByRole('cell').nth(1)).toHaveText(realName);
  }
});

test('the same seed gives the same order', async ({ page }) => {
  // ?seed= fixes the shuffle, for a test that needs to know the order.
  await page.goto('/dynamicTable?seed=42');
  const firstColumn = page.locator('tbody tr td:first-child');
  await expect(firstColumn).toHaveCount(8);
  const order = await firstColumn.allInnerTexts();
  await page.reload();
  await expect(firstColumn).toHaveText(order);
});
