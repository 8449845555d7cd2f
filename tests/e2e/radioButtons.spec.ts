import { expect, test } from './fixtures';

const METHODS = ['PayPal', 'Credit card', 'Debit card', 'Bank transfer'];

test('Next locks the chosen method, Cancel unlocks it', async ({ page, consoleErrors }) => {
  await page.goto('/radioButtons');
  for (const method of METHODS)
    await expect(page.getByRole('radio', { name: method })).toBeEnabled();
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeDisabled();

  await page.getByRole('radio', { name: 'Debit card' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Paying with Debit card' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(cancel).toBeEnabled();
  for (const method of METHODS)
    await expect(page.getByRole('radio', { name: method })).toBeDisabled();

  await cancel.click();
  await expect(cancel).toBeDisabled();
  await expect(page.getByRole('button', { name: /Paying with/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Paying with Bank transfer' })).toBeDisabled();
  expect(consoleErrors).toEqual([]);
});

test('PayPal is chosen at first', async ({ page }) => {
  await page.goto('/radioButtons');
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Paying with PayPal' })).toBeVisible();
});
