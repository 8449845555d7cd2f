// Ordered Table: click sortable headers and read the rows in their new order.
import { expect, test } from '@playwright/test';

test('sorting Table 1 by Balance, down then up', async ({ page }) => {
  await page.goto('/orderedTable');
  const balance = page.getByRole('button', { name: /^Balance/ });
  const firstRow = page.locator('tbody tr').first();

  await balance.click();
  await expect(firstRow).toContainText('George');
  await expect(firstRow).toContainText('8000');

  await balance.click();
  await expect(firstRow).toContainText('Diana');
  await expect(page.getByRole('columnheader', { name: /^Balance/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});
