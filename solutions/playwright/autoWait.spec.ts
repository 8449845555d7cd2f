// Auto Wait: actions wait by themselves until the target is visible, enabled, editable and unobscured.
import { expect, test } from '@playwright/test';

test('a click on a disabled target lands once it is enabled again', async ({ page }) => {
  // The fake clock makes the 3 s pass at once.
  await page.clock.install();
  await page.goto('/autoWait');
  await page.getByRole('button', { name: 'Disable for 3 s' }).click();
  await expect(page.getByRole('status')).toHaveText('Target is disabled for 3 s.');
  // click() waits for the button to be enabled; start it, then let the 3 s pass.
  const clicking = page.getByRole('button', { name: 'Target button' }).click();
  await page.clock.runFor(3000);
  await clicking;
  await expect(page.getByRole('status')).toHaveText('The target was clicked.');
});

test('a fill during "Make read-only" completes after the restore', async ({ page }) => {
  await page.clock.install();
  await page.goto('/autoWait');
  await page.getByLabel('Element type').selectOption('Input');
  await page.getByRole('button', { name: 'Make read-only for 3 s' }).click();
  await expect(page.getByRole('status')).toHaveText('Target is read-only for 3 s.');
  // fill() waits for the field to be editable.
  const filling = page.getByLabel('Target text').fill('Hello');
  await page.clock.runFor(3000);
  await filling;
  await expect(page.getByRole('status')).toHaveText('Typed: Hello');
});

test('a click waits while the target is covered', async ({ page }) => {
  await page.clock.install();
  await page.goto('/autoWait');
  await page.getByRole('button', { name: 'Cover for 3 s' }).click();
  // The red block would receive the click, so click() waits until it is gone.
  const clicking = page.locator('#target').click();
  await page.clock.runFor(3000);
  await clicking;
  await expect(page.getByRole('status')).toHaveText('The target was clicked.');
});
