// Challenging DOM: locate by table structure and accessible names when ids and labels are random.
import { expect, test } from '@playwright/test';

test('delete in the row whose Gamma cell is Gamma4', async ({ page }) => {
  await page.goto('/challengingDom');
  // Find the row by a cell's text, then the link inside that row.
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Gamma4' }) });
  await row.getByRole('link', { name: 'delete' }).click();
  await expect(page.getByRole('status')).toHaveText('You clicked delete in row Alpha4.');
});

test('the canvas answer, read from its accessible name, changes after a button click', async ({
  page,
}) => {
  await page.goto('/challengingDom');
  // The canvas is pixels only; its role img carries the same text as its name.
  const canvas = page.getByRole('img', { name: /^Answer: \d+$/ });
  const before = await canvas.getAttribute('aria-label');
  // Ids and labels are random: the red button is found by its colour class.
  const red = page.locator('button.btn-danger');
  const label = await red.textContent();
  await red.click();
  await expect(page.getByRole('status')).toHaveText(`${label} button clicked.`);
  await expect(canvas).not.toHaveAttribute('aria-label', before!);
});
