import type { Page } from '@playwright/test';
import { expect, PHONE_VIEWPORT, test } from './fixtures';

/** The number at a line and a column, found the way a tester would: by the headers. */
async function numberAt(page: Page, line: number, column: number): Promise<number> {
  const table = page.getByRole('table');
  const headers = await table.getByRole('columnheader').allTextContents();
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `Line ${line}`, exact: true }) });
  // The row's cells skip the row header, as the header row skips its empty corner.
  const index = headers.indexOf(`Column ${column}`);
  return Number(await row.getByRole('cell').nth(index).textContent());
}

async function grid(page: Page): Promise<string[]> {
  const cells = page.getByRole('table').locator('tbody').getByRole('cell');
  await expect(cells).toHaveCount(9);
  return cells.allTextContents();
}

test('a 3x3 table of numbers with Line and Column headers', async ({ page, consoleErrors }) => {
  await page.goto('/tableRelativePosition');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Column 1', 'Column 2', 'Column 3']);
  await expect(table.getByRole('rowheader')).toHaveText(['Line 1', 'Line 2', 'Line 3']);
  const numbers = await grid(page);
  expect(numbers).toHaveLength(9);
  for (const n of numbers) expect(n).toMatch(/^\d+$/);
  expect(consoleErrors).toEqual([]);
});

test('question 1 right moves on silently with new numbers; question 2 says Correct!', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/tableRelativePosition');
  const answer = page.getByRole('textbox');
  const submit = page.getByRole('button', { name: 'Submit' });
  const alert = page.getByRole('alert');
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await expect(answer).toHaveAccessibleName(/Line 1, Column 2 plus .* Line 3, Column 3/);

  const before = await grid(page);
  const sum = (await numberAt(page, 1, 2)) + (await numberAt(page, 3, 3));
  await answer.fill(String(sum + 1));
  await submit.click();
  await expect(alert).toHaveText('Incorrect, try again.');
  await answer.fill(String(sum));
  await expect(alert).toHaveCount(0);
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(answer).toHaveValue('');
  await expect(answer).toHaveAccessibleName(/Line 2, Column 1 times .* Line 1, Column 3/);
  expect(await grid(page)).not.toEqual(before);

  const product = (await numberAt(page, 2, 1)) * (await numberAt(page, 1, 3));
  await answer.fill(`${product}.5`);
  await answer.press('Enter');
  await expect(alert).toHaveText('Incorrect, try again.');
  await expect(alert).toHaveClass(/alert-danger/);
  await answer.fill(String(product + 1));
  await expect(alert).toHaveCount(0);
  await submit.click();
  await expect(alert).toHaveText('Incorrect, try again.');
  await answer.fill(String(product));
  await submit.click();
  await expect(alert).toHaveText('Correct!');
  await expect(alert).toHaveClass(/alert-success/);
  await answer.clear();
  await expect(alert).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the same seed gives the same numbers', async ({ page }) => {
  await page.goto('/tableRelativePosition?seed=77');
  const first = await grid(page);
  await page.reload();
  expect(await grid(page)).toEqual(first);
});

test('on a phone the table fits: one line per header, the whole table in view', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/tableRelativePosition');
  const table = page.getByRole('table');
  await expect(table).toBeInViewport({ ratio: 1 });
  const heights = await table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  // The header row is no higher than a row of numbers.
  expect(heights[0]).toBeLessThanOrEqual(heights[1]!);
});
