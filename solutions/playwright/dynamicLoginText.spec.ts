// Dynamic login text: the submit button's label changes per load, so locate it by what does not.
import { expect, test } from '@playwright/test';

test('logs in whatever the button says', async ({ page }) => {
  await page.goto('/dynamicLoginText');
  // The form's only button: its role is stable even though its name is random.
  const submit = page.locator('form').getByRole('button');
  const alert = page.getByRole('alert');

  await submit.click();
  await expect(alert).toHaveText('Please enter your email');

  await page.getByLabel('Email').fill('tester@example.com');
  await page.getByLabel('Password').fill('secret');
  await submit.click();
  await expect(alert).toHaveText('Successful login! Welcome back.');
});

test('the same seed draws the same label', async ({ page }) => {
  // ?seed= makes the random draw repeatable, so a test can pin the label.
  await page.goto('/dynamicLoginText?seed=7');
  const label = await page.locator('form').getByRole('button').innerText();
  await page.reload();
  await expect(page.locator('form').getByRole('button')).toHaveText(label);
});
