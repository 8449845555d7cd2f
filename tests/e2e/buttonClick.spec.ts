import { expect, test } from './fixtures';

const REVEALED = "Congratulations! You've successfully revealed the hidden content.";

test('the button reveals the hidden content', async ({ page, consoleErrors }) => {
  await page.goto('/buttonClick');
  await expect(page.getByText(REVEALED)).toHaveCount(0);
  await page.getByRole('button', { name: 'Click me' }).click();
  await expect(page.getByText(REVEALED)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
