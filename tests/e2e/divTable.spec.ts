import { expect, test } from './fixtures';

test('a table made of divs with the expected contents', async ({ page, consoleErrors }) => {
  await page.goto('/divTable');
  await expect(page.locator('main table')).toHaveCount(0);
  const rows = page.locator('div[role="row"]');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0).locator('div')).toHaveText(['head1', 'head2', 'head3']);
  await expect(rows.nth(1).locator('div')).toHaveText(['ABC', 'DEF', 'GHI']);
  await expect(rows.nth(2).locator('div')).toHaveText(['QWE', 'RTY', 'UIO']);
  await expect(rows.nth(3).locator('div')).toHaveText(['MNB', 'VCX', 'ASD']);
  await expect(page.getByRole('columnheader')).toHaveText(['head1', 'head2', 'head3']);
  expect(consoleErrors).toEqual([]);
});
