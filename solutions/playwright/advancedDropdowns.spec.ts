// Advanced Dropdowns: comboboxes by caption, a search box, a delayed list, attached vs visible options.
import { expect, test } from '@playwright/test';

test('picks JQueryOption3 in the Select2 dropdown', async ({ page }) => {
  await page.goto('/advancedDropdowns');
  // Each dropdown is a combobox named by its caption.
  await page.getByRole('combobox', { name: 'JQuery Select2' }).click();
  // The search box has the focus: typing filters the options.
  await page.keyboard.type('option3');
  await page.getByRole('option', { name: 'JQueryOption3' }).click();
  await expect(page.getByText('Value selected: JQueryOption3')).toBeVisible();
});

test('waits for the Delayed Dropdown to load its options', async ({ page }) => {
  await page.goto('/advancedDropdowns');
  await page.getByRole('combobox', { name: 'Delayed Dropdown' }).click();
  const loading = page.getByText('Loading...', { exact: true });
  await expect(loading).toBeVisible();
  // Web-first assertions retry: "Loading..." lasts 2 s, within the default 5 s.
  await expect(loading).toBeHidden();
  const options = page.getByRole('listbox', { name: 'Delayed Dropdown' }).getByRole('option');
  await expect(options).toHaveText(['Option 1', 'Option 2', 'Option 3', 'Option 4']);
  await options.filter({ hasText: 'Option 2' }).click();
  await expect(page.getByText('Value selected: Option 2')).toBeVisible();
});

test('the closed Animated Dropdown keeps its options attached but hidden', async ({ page }) => {
  await page.goto('/advancedDropdowns');
  const dropdown = page.getByRole('combobox', { name: 'Animated Dropdown' });
  // While closed the list is hidden from assistive technology: includeHidden finds it anyway.
  const firstOption = page.getByRole('option', { name: 'Option 1', includeHidden: true }).first();
  await expect(dropdown).toBeVisible();
  await expect(firstOption).toBeAttached();
  await expect(firstOption).toBeHidden();
  await dropdown.click();
  await expect(firstOption).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(firstOption).toBeHidden();
});
