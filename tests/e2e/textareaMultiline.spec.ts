import { expect, test } from './fixtures';

test('a 10-row textarea that counts characters live', async ({ page, consoleErrors }) => {
  await page.goto('/textareaMultiline');
  const textarea = page.getByPlaceholder('Type multiple lines of text here...');
  await expect(textarea).toHaveAttribute('rows', '10');
  await expect(page.getByText('Characters: 0')).toBeVisible();
  await textarea.fill('first line\nsecond line\nthird');
  await expect(textarea).toHaveValue('first line\nsecond line\nthird');
  await expect(page.getByText('Characters: 28')).toBeVisible();
  await textarea.press('Enter');
  await expect(page.getByText('Characters: 29')).toBeVisible();
  await textarea.fill('');
  await expect(page.getByText('Characters: 0')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
