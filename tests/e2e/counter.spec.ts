import { expect, test } from './fixtures';

test('starts at 0, increments and decrements below zero', async ({ page, consoleErrors }) => {
  await page.goto('/counter');
  const count = page.getByRole('status', { name: 'Count' });
  await expect(count).toHaveText('0');
  await page.getByRole('button', { name: 'Increment' }).click();
  await page.getByRole('button', { name: 'Increment' }).click();
  await expect(count).toHaveText('2');
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Decrement' }).click();
  await expect(count).toHaveText('-3');
  expect(consoleErrors).toEqual([]);
});

test('works by keyboard', async ({ page }) => {
  await page.goto('/counter');
  await page.getByRole('button', { name: 'Increment' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page.getByRole('status', { name: 'Count' })).toHaveText('2');
});
