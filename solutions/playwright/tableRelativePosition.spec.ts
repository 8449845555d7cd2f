// Table relative position: find a cell by its row header and column header, not by fixed indexes.
import { expect, test, type Page } from '@playwright/test';

/** The number in a line and a column, located through the table's headers. */
async function numberAt(page: Page, line: number, column: number): Promise<number> {
  const table = page.getByRole('table', { name: 'Numbers by line and column' });
  const columns = await table.getByRole('columnheader').allInnerTexts();
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `Line ${line}`, exact: true }) });
  // A row's cells leave out its row header, as the column headers leave out the empty corner.
  const cell = row.getByRole('cell').nth(columns.indexOf(`Column ${column}`));
  return Number(await cell.innerText());
}

test('answers both questions from the numbers in the table', async ({ page }) => {
  await page.goto('/tableRelativePosition');
  // The answer field is labelled by the question itself, whichever question it is.
  const answer = page.getByLabel(/^What is the number/);

  await expect(answer).toHaveAccessibleName(/Line 1, Column 2 plus .* Line 3, Column 3/);
  const sum = (await numberAt(page, 1, 2)) + (await numberAt(page, 3, 3));
  await answer.fill(String(sum));
  await page.getByRole('button', { name: 'Submit' }).click();

  // The right answer moves on to question 2, with new numbers.
  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();
  await expect(answer).toHaveAccessibleName(/Line 2, Column 1 times .* Line 1, Column 3/);
  const product = (await numberAt(page, 2, 1)) * (await numberAt(page, 1, 3));
  await answer.fill(String(product));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Correct!');
});
