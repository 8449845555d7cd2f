// Checkbox: find checkboxes by group and label, check and uncheck them, assert their state.
import { expect, test } from '@playwright/test';

test('checks and unchecks boxes in two groups', async ({ page }) => {
  await page.goto('/checkbox');
  // Each <fieldset> is a "group" named by its <legend>: scope the labels to it.
  const preferences = page.getByRole('group', { name: 'Select Your Preferences' });
  const numbers = page.getByRole('group', { name: 'Choose Your Numbers' });
  for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();

  await preferences.getByLabel('First').check();
  await numbers.getByLabel('2').check();
  await expect(preferences.getByLabel('First')).toBeChecked();
  await expect(preferences.getByLabel('Second')).not.toBeChecked();
  await expect(numbers.getByLabel('1')).not.toBeChecked();
  await expect(numbers.getByLabel('2')).toBeChecked();

  await preferences.getByLabel('First').uncheck();
  await expect(preferences.getByLabel('First')).not.toBeChecked();
});
