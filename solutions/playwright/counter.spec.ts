// Counter: read a live value by its accessible name and check it after each click.
import { expect, test } from '@playwright/test';

test('increments and decrements the count, below zero too', async ({ page }) => {
  await page.goto('/counter');
  // The count is an <output>: its role is "status", its name comes from aria-label.
  const count = page.getByRole('status', { name: 'Count' });
  await expect(count).toHaveText('0');

  await page.getByRole('button', { name: 'Increment' }).click();
  await page.getByRole('button', { name: 'Increment' }).click();
  await expect(count).toHaveText('2');

  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Decrement' }).click();
  await expect(count).toHaveText('-1');
});
