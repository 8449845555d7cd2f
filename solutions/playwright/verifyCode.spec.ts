// Verify code: read a value the page generates, then type it back.
import { expect, test } from '@playwright/test';

test('reads the shown code and verifies it', async ({ page }) => {
  await page.goto('/verifyCode');
  await page.getByRole('button', { name: 'Get Code' }).click();

  // Read the code out of the sentence with a regular expression.
  const sentence = page.getByText(/^The code is: \d{4}$/);
  const code = (await sentence.innerText()).match(/\d{4}/)![0];

  const input = page.getByRole('textbox', { name: 'Enter the code' });
  await input.fill(code === '1111' ? '2222' : '1111');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Code. Try again.');

  await input.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Valid Code');
});
