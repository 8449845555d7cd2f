import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
const headerButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const columnCells = (page: Page, index: number) =>
  page.locator('tbody tr').locator(`td:nth-child(${index})`);

test('Table 1 by Balance: George first, then Diana, then the original order', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/orderedTable');
  await expect(page.getByRole('button', { name: 'Table 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('tbody tr')).toHaveCount(7);
  await expect(header(page, 'Balance')).toHaveAttribute('aria-sort', 'none');
  await expect(headerButton(page, 'Balance')).toHaveText('Balance ↕');

  await headerButton(page, 'Balance').click();
  await expect(page.locator('tbody tr').first()).toContainText('George');
  await expect(page.locator('tbody tr').first()).toContainText('8000');
  await expect(header(page, 'Balance')).toHaveAttribute('aria-sort', 'descending');
  await expect(headerButton(page, 'Balance')).toHaveText('Balance ↓');

  await headerButton(page, 'Balance').click();
  await expect(page.locator('tbody tr').first()).toContainText('Diana');
  await expect(page.locator('tbody tr').first()).toContainText('2000');
  await expect(header(page, 'Balance')).toHaveAttribute('aria-sort', 'ascending');

  await headerButton(page, 'Balance').click();
  await expect(columnCells(page, 2)).toHaveText([
    'Alfred',
    'Brenda',
    'Charles',
    'Diana',
    'Edward',
    'Fiona',
    'George',
  ]);
  await expect(header(page, 'Balance')).toHaveAttribute('aria-sort', 'none');
  expect(consoleErrors).toEqual([]);
});

test('Shift+click adds a further key; a name sorts ascending first, by keyboard too', async ({
  page,
}) => {
  await page.goto('/orderedTable');
  await headerButton(page, 'Status').focus();
  await page.keyboard.press('Enter');
  await expect(header(page, 'Status')).toHaveAttribute('aria-sort', 'ascending');
  await headerButton(page, 'Balance').click({ modifiers: ['Shift'] });
  await expect(columnCells(page, 2)).toHaveText([
    'George',
    'Charles',
    'Alfred',
    'Fiona',
    'Diana',
    'Edward',
    'Brenda',
  ]);
  await expect(header(page, 'Status')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Balance')).toHaveAttribute('aria-sort', 'descending');
});

test('Table 3 by Same keeps IDs 1-8; switching tables drops the sort', async ({ page }) => {
  await page.goto('/orderedTable');
  await headerButton(page, 'ID').click();
  await page.getByRole('button', { name: 'Table 3' }).click();
  await expect(page.getByRole('button', { name: 'Table 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Table 1' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const ids = ['1', '2', '3', '4', '5', '6', '7', '8'];
  await expect(columnCells(page, 1)).toHaveText(ids);
  await expect(header(page, 'ID')).toHaveAttribute('aria-sort', 'none');
  await headerButton(page, 'Same').click();
  await expect(columnCells(page, 1)).toHaveText(ids);
  await headerButton(page, 'Same').click();
  await expect(header(page, 'Same')).toHaveAttribute('aria-sort', 'ascending');
  await expect(columnCells(page, 1)).toHaveText(ids);
});

test('Table 2: view icons, status dots, dates sort by time', async ({ page }) => {
  await page.goto('/orderedTable');
  await page.getByRole('button', { name: 'Table 2' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(21);
  await expect(page.getByRole('img', { name: 'view' })).toHaveCount(21);
  await expect(page.getByRole('columnheader', { name: 'Action' })).not.toHaveAttribute('aria-sort');
  await headerButton(page, 'Submitted Date').click();
  await expect(page.locator('tbody tr').first()).toContainText('Customer Feedback Analysis Tool');
  await expect(page.locator('tbody tr').first()).toContainText('Oct 7, 2021 1:51:59 AM');
  await expect(page.locator('tbody tr').nth(1)).toContainText('Oct 7, 2021 12:23:45 AM');
  await expect(page.locator('tbody tr').first().locator('.bg-warning')).toHaveCount(1);
});
