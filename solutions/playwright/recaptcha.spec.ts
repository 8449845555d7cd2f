// CAPTCHA Validation: read the target from the prompt and each tile's alt text, press the matching tiles, then Validate.
import { expect, test } from '@playwright/test';

test('a script that reads the challenge passes it', async ({ page }) => {
  await page.goto('/recaptcha');
  const message = page.getByTestId('validation-message');

  // Before passing, Validate refuses.
  await page.getByTestId('validate-button').click();
  await expect(message).toHaveText('✗ Please complete the CAPTCHA challenge first.');

  await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
  const prompt = page.getByText(/^Select all images with a .+\.$/);
  const target = /with a (.+)\.$/.exec(await prompt.innerText())![1];

  // The tiles are toggle buttons; each image's alt text names its object.
  const tiles = page.getByRole('group', { name: /^Select all images/ }).getByRole('button');
  await expect(tiles).toHaveCount(9);
  for (const tile of await tiles.all()) {
    if ((await tile.locator('img').getAttribute('alt')) === target) await tile.click();
  }
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('✓ Verified')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();

  await page.getByTestId('validate-button').click();
  await expect(message).toHaveText('✓ Captcha validation successful!');
});
