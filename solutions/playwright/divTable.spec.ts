// Div table: read a table built from <div>s through its ARIA roles, row by row.
import { expect, test } from '@playwright/test';

test('reads the div table by rows and cells', async ({ page }) => {
  await page.goto('/divTable');
  // No <table> element: the roles row, columnheader and cell make it a table all the same.
  const table = page.getByRole('table', { name: 'Div table' });
  await expect(table.getByRole('columnheader')).toHaveText(['head1', 'head2', 'head3']);

  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['QWE', 'RTY', 'UIO']);

  // The cell under head2 in the row that starts with MNB.
  const row = rows.filter({ has: page.getByRole('cell', { name: 'MNB', exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('VCX');
});
