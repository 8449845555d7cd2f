import { expect, test } from './fixtures';

test('two groups of unchecked boxes that check and uncheck', async ({ page, consoleErrors }) => {
  await page.goto('/checkbox');
  const preferences = page.getByRole('group', { name: 'Select Your Preferences' });
  const numbers = page.getByRole('group', { name: 'Choose Your Numbers' });
  await expect(preferences.getByRole('checkbox')).toHaveCount(2);
  await expect(numbers.getByRole('checkbox')).toHaveCount(2);
  for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();

  await preferences.getByLabel('First').check();
  await numbers.getByLabel('2').check();
  await expect(preferences.getByLabel('First')).toBeChecked();
  await expect(preferences.getByLabel('Second')).not.toBeChecked();
  await expect(numbers.getByLabel('1')).not.toBeChecked();
  await expect(numbers.getByLabel('2')).toBeChecked();

  await preferences.getByLabel('First').uncheck();
  await expect(preferences.getByLabel('First')).not.toBeChecked();
  await numbers.getByLabel('1').focus();
  await page.keyboard.press('Space');
  await expect(numbers.getByLabel('1')).toBeChecked();
  expect(consoleErrors).toEqual([]);
});
