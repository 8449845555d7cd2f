// Auto Wait: click(), fill() and selectOption() wait by themselves until the target can take the action.
import { expect, test } from '@playwright/test';

test('a click on a disabled button lands once it is enabled again', async ({ page }) => {
  await page.goto('/autoWait');
  await page.getByRole('button', { name: 'Disable for 3 s' }).click();
  await expect(page.getByRole('status')).toHaveText('Target is disabled for 3 s.');
  // No wait of our own: click() waits about 3 s for the button to be enabled.
  await page.getByRole('button', { name: 'Target button' }).click();
  await expect(page.getByRole('status')).toHaveText('The target was clicked.');
});

test('a fill during "Make read-only" completes after the restore', async ({ page }) => {
  await page.goto('/autoWait');
  await page.getByLabel('Element type').selectOption('Input');
  await page.getByRole('button', { name: 'Make read-only for 3 s' }).click();
  await expect(page.getByRole('status')).toHaveText('Target is read-only for 3 s.');
  // fill() waits for the field to be editable.
  await page.getByLabel('Target text').fill('Hello');
  await expect(page.getByRole('status')).toHaveText('Typed: Hello');
});

test('a click waits while the target is covered', async ({ page }) => {
  await page.goto('/autoWait');
  await page.getByRole('button', { name: 'Cover for 3 s' }).click();
  await expect(page.getByRole('status')).toHaveText('Target is covered for 3 s.');
  // The red block would receive the click, so click() retries until the target is on top.
  await page.locator('#target').click();
  await expect(page.getByRole('status')).toHaveText('The target was clicked.');
});
