// Autocomplete: wait for a debounced suggestion list, then pick from a combobox by keyboard and by mouse.
import { expect, test } from '@playwright/test';

test('picks Germany with Arrow Down and Enter, then submits it', async ({ page }) => {
  await page.goto('/autocomplete');
  const country = page.getByRole('combobox', { name: 'Country' });
  // Type key by key: the list appears 300 ms after the last keystroke.
  await country.pressSequentially('ger');
  const options = page.getByRole('listbox', { name: 'Country' }).getByRole('option');
  await expect(options).toHaveText(['Germany', 'Algeria', 'Niger', 'Nigeria']);

  await country.press('ArrowDown');
  await expect(page.getByRole('option', { selected: true })).toHaveText('Germany');
  await country.press('Enter');
  await expect(country).toHaveValue('Germany');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('You selected: Germany');
});

test('picks a suggestion with the mouse; accents do not matter', async ({ page }) => {
  await page.goto('/autocomplete');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.pressSequentially('turk');
  await page.getByRole('option', { name: 'Türkiye' }).click();
  await expect(country).toHaveValue('Türkiye');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('refuses text that is not one of the countries', async ({ page }) => {
  await page.goto('/autocomplete');
  await page.getByRole('combobox', { name: 'Country' }).fill('Atlantis');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Choose a country from the suggestions.');
});
