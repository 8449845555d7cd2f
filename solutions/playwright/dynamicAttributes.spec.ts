// Dynamic Attributes: locate by role and text, or by one class among several, never by a generated id.
import { expect, test } from '@playwright/test';

test('finds the changing-id button by its role and name on every load', async ({ page }) => {
  await page.goto('/dynamicAttributes');
  const button = page.getByRole('button', { name: 'Button with a changing id' });
  const firstId = await button.getAttribute('id');
  await page.reload();
  // The id changed, but the same locator still finds the button.
  expect(await button.getAttribute('id')).not.toBe(firstId);
  await button.click();
  await expect(page.getByRole('status')).toHaveText('Button with a changing id clicked.');
});

test('finds the primary button by one of its classes', async ({ page }) => {
  await page.goto('/dynamicAttributes');
  // contains(concat(...)) matches the whole class name, not a part of another one.
  await page
    .locator("//button[contains(concat(' ', normalize-space(@class), ' '), ' btn-primary ')]")
    .click();
  await expect(page.getByRole('status')).toHaveText('You found the primary button.');
});
