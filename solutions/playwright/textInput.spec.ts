// Text Input: only real key events count, so type into the field instead of setting its value.
import { expect, test } from '@playwright/test';

test('typing a name renames the button', async ({ page }) => {
  await page.goto('/textInput');
  // pressSequentially sends real key events, one per character.
  await page.getByLabel('New button name').pressSequentially('Hello');
  await page.getByRole('button', { name: 'Button that takes the typed name' }).click();
  await expect(page.getByRole('button', { name: 'Hello', exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Button renamed to Hello.');
});

test('a value set by a script does not rename it', async ({ page }) => {
  await page.goto('/textInput');
  const field = page.getByLabel('New button name');
  await field.evaluate((input: HTMLInputElement) => {
    input.value = 'Scripted';
  });
  await page.getByRole('button', { name: 'Button that takes the typed name' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The text was not typed, so the button keeps its name.',
  );
  await expect(
    page.getByRole('button', { name: 'Button that takes the typed name' }),
  ).toBeVisible();
});
