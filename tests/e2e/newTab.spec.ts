import { expect, test } from './fixtures';

test('greets the visitor', async ({ page, consoleErrors }) => {
  await page.goto('/newTab');
  await expect(page.getByText('Hello! This is a page that was opened in a new tab.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
