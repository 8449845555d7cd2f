// Sortable table: click header buttons to sort, read aria-sort, search and page through rows.
import { expect, test } from '@playwright/test';

test('Salary sorted descending puts Farah Haddad first', async ({ page }) => {
  await page.goto('/sortableTable');
  const table = page.getByRole('table', { name: 'Employees' });
  const salary = table.getByRole('columnheader', { name: 'Salary' });

  // The first click sorts ascending, the second reverses it; aria-sort tells the direction.
  await table.getByRole('button', { name: 'Salary', exact: true }).click();
  await table.getByRole('button', { name: 'Salary', exact: true }).click();
  await expect(salary).toHaveAttribute('aria-sort', 'descending');

  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow.getByRole('cell').first()).toHaveText('Farah Haddad');
  await expect(firstRow.getByRole('cell').last()).toHaveText('$102,700');
});

test('searching "sales" leaves 6 of the 30 rows', async ({ page }) => {
  await page.goto('/sortableTable');
  await page.getByRole('searchbox', { name: 'Search' }).fill('sales');
  await expect(page.getByText(/^Showing \d+ to \d+ of/)).toHaveText(
    'Showing 1 to 6 of 6 rows (filtered from 30 rows)',
  );
  await expect(page.getByRole('table', { name: 'Employees' }).locator('tbody tr')).toHaveCount(6);
});

test('Next moves to page 2, marked as the current page', async ({ page }) => {
  await page.goto('/sortableTable');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(pagination.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(/^Showing /)).toHaveText('Showing 11 to 20 of 30 rows');
});
