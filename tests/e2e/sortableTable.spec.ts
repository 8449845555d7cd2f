import type { Page } from '@playwright/test';
import { expect, PHONE_VIEWPORT, test } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Employees' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const firstCells = (page: Page) => table(page).locator('tbody tr td:first-child');
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name });
const sortButton = (page: Page, name: string) =>
  table(page).getByRole('button', { name, exact: true });
const info = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const pageButton = (page: Page, name: string) =>
  pagination(page).getByRole('button', { name, exact: true });

test('shows the first 10 employees by name ascending, with the controls', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/sortableTable');
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expect(page.getByLabel('Rows per page').locator('option')).toHaveText(['5', '10', '25']);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Name ↑',
    'Department',
    'City',
    'Age',
    'Start date',
    'Salary',
  ]);
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Age')).not.toHaveAttribute('aria-sort');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first().getByRole('cell')).toHaveText([
    'Aarav Shah',
    'Engineering',
    'Mumbai',
    '26',
    '2022-04-04',
    '$72,500',
  ]);
  await expect(info(page)).toHaveText('Showing 1 to 10 of 30 rows');
  await expect(pageButton(page, '1')).toHaveAttribute('aria-current', 'page');
  await expect(pageButton(page, 'Previous')).toBeDisabled();
  await expect(pageButton(page, 'Next')).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});

test('Salary sorted descending puts Farah Haddad ($102,700) first', async ({ page }) => {
  await page.goto('/sortableTable');
  await sortButton(page, 'Salary').click();
  await expect(header(page, 'Salary')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Salary')).toHaveText('Salary ↑');
  await expect(header(page, 'Name')).not.toHaveAttribute('aria-sort');
  await expect(firstCells(page).first()).toHaveText('Ivan Petrov');
  await sortButton(page, 'Salary').click();
  await expect(header(page, 'Salary')).toHaveAttribute('aria-sort', 'descending');
  await expect(header(page, 'Salary')).toHaveText('Salary ↓');
  await expect(bodyRows(page).first()).toContainText('Farah Haddad');
  await expect(bodyRows(page).first().getByRole('cell').last()).toHaveText('$102,700');
});

test('sorts every matching row, not only the visible page, and numbers as numbers', async ({
  page,
}) => {
  await page.goto('/sortableTable');
  await pageButton(page, '3').click();
  await sortButton(page, 'Age').click();
  // Back on page 1 with the youngest of all 30 first.
  await expect(pageButton(page, '1')).toHaveAttribute('aria-current', 'page');
  await expect(firstCells(page).first()).toHaveText('Ivan Petrov');
  await pageButton(page, '3').click();
  await expect(bodyRows(page).last()).toContainText('Julia Novak');
  await sortButton(page, 'Start date').click();
  await expect(firstCells(page).first()).toHaveText('Julia Novak');
  // Ties go by name ascending whatever the direction: the two Toronto rows stay in name order.
  await sortButton(page, 'City').click();
  await sortButton(page, 'City').click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('toronto');
  await expect(firstCells(page)).toHaveText(['Farah Haddad', 'William Chen']);
  // Keyboard operable: Enter on a focused header button sorts.
  await sortButton(page, 'Name').focus();
  await page.keyboard.press('Enter');
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
});

test('searching "sales" keeps 6 rows, filters as you type and returns to page 1', async ({
  page,
}) => {
  await page.goto('/sortableTable');
  await pageButton(page, '2').click();
  await expect(info(page)).toHaveText('Showing 11 to 20 of 30 rows');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.pressSequentially('SAL');
  await expect(pageButton(page, '1')).toHaveAttribute('aria-current', 'page');
  await search.fill('sales');
  await expect(info(page)).toHaveText('Showing 1 to 6 of 6 rows (filtered from 30 rows)');
  await expect(bodyRows(page)).toHaveCount(6);
  await expect(pageButton(page, 'Next')).toBeDisabled();
  // The displayed salary matches, thousands comma included.
  await search.fill('$102,7');
  await expect(firstCells(page)).toHaveText(['Farah Haddad']);
  await search.fill('nobody here');
  await expect(bodyRows(page)).toHaveText(['No rows match the search.']);
  await expect(info(page)).toHaveText('Showing 0 to 0 of 0 rows (filtered from 30 rows)');
  await search.fill('');
  await expect(info(page)).toHaveText('Showing 1 to 10 of 30 rows');
});

test('pages with Previous, Next and numbers; rows per page returns to page 1', async ({ page }) => {
  await page.goto('/sortableTable');
  await pageButton(page, 'Next').click();
  await expect(pageButton(page, '2')).toHaveAttribute('aria-current', 'page');
  await expect(pageButton(page, '1')).not.toHaveAttribute('aria-current');
  await expect(info(page)).toHaveText('Showing 11 to 20 of 30 rows');
  await pageButton(page, '3').click();
  await expect(pageButton(page, 'Next')).toBeDisabled();
  await expect(firstCells(page).last()).toHaveText('Zoe Martin');
  await pageButton(page, 'Previous').click();
  await expect(info(page)).toHaveText('Showing 11 to 20 of 30 rows');
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(pageButton(page, '1')).toHaveAttribute('aria-current', 'page');
  await expect(pagination(page).getByRole('button', { name: /^\d+$/ })).toHaveText(['1', '2']);
  await pageButton(page, '2').click();
  await expect(info(page)).toHaveText('Showing 26 to 30 of 30 rows');
  await page.getByLabel('Rows per page').selectOption('5');
  await expect(info(page)).toHaveText('Showing 1 to 5 of 30 rows');
  await expect(pagination(page).getByRole('button', { name: /^\d+$/ })).toHaveCount(6);
});

test('the pagination is one row of buttons, on a phone too', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/sortableTable');
  const buttons = pagination(page).getByRole('button');
  await expect(buttons).toHaveCount(5);
  const tops = await buttons.evaluateAll((all) =>
    all.map((button) => button.getBoundingClientRect().top),
  );
  expect(new Set(tops).size).toBe(1);
});
