// Radio buttons: pick one option of a group, then check enabled and disabled states.
import { expect, test } from '@playwright/test';

const METHODS = ['PayPal', 'Credit card', 'Debit card', 'Bank transfer'];

test('Next locks the chosen payment method, Cancel unlocks it', async ({ page }) => {
  await page.goto('/radioButtons');
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();

  await page.getByRole('radio', { name: 'Debit card' }).check();
  // Only one radio of a group can be checked.
  await expect(page.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('button', { name: 'Paying with Debit card' })).toBeDisabled();
  for (const method of METHODS)
    await expect(page.getByRole('radio', { name: method })).toBeDisabled();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  for (const method of METHODS)
    await expect(page.getByRole('radio', { name: method })).toBeEnabled();
  await expect(page.getByRole('radio', { name: 'Debit card' })).toBeChecked();
});
