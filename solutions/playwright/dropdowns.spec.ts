// Dropdowns: drive Bootstrap menus (click to open, pick an item) and native <select> elements.
import { expect, test, type Page } from '@playwright/test';

// The side list shows each control's current selection as "<control>: <value>".
const mirrorOf = (page: Page, control: string) =>
  page.getByRole('list', { name: 'Current selection' }).getByText(`${control}:`);

test('every control updates the current selection', async ({ page }) => {
  await page.goto('/dropdowns');

  // A Bootstrap dropdown is buttons, not a <select>: open the menu, then click an item.
  await page.getByRole('button', { name: 'Dropdown button' }).click();
  await page.getByRole('button', { name: 'Another action' }).click();
  await expect(mirrorOf(page, 'Simple dropdown')).toHaveText('Simple dropdown: Another action');

  // A split button: the main part acts at once, the toggle opens the menu.
  await page.getByRole('button', { name: 'Split action' }).click();
  await expect(mirrorOf(page, 'Split dropdown')).toHaveText('Split dropdown: Split action');
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('button', { name: 'Option C' }).click();
  await expect(mirrorOf(page, 'Split dropdown')).toHaveText('Split dropdown: Option C');

  // Native selects: selectOption by label.
  await page.getByLabel('Simple select').selectOption('Blue');
  await expect(mirrorOf(page, 'Simple select')).toHaveText('Simple select: Blue');
  await page.getByRole('listbox', { name: 'Single-list select' }).selectOption('Saab');
  await expect(mirrorOf(page, 'Single-list select')).toHaveText('Single-list select: Saab');
  await page.getByRole('listbox', { name: 'Multiple-list select' }).selectOption(['Python', 'C#']);
  await expect(mirrorOf(page, 'Multiple-list select')).toHaveText(
    'Multiple-list select: Python, C#',
  );
});
