import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const mirrorOf = (page: Page, control: string) =>
  page.getByRole('list', { name: 'Current selection' }).getByText(`${control}:`);

test('the side list mirrors every control, updated on each change', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/dropdowns');
  for (const control of [
    'Simple dropdown',
    'Split dropdown',
    'Simple select',
    'Single-list select',
    'Multiple-list select',
  ])
    await expect(mirrorOf(page, control)).toHaveText(`${control}: None`);

  await page.getByRole('button', { name: 'Dropdown button' }).click();
  await page.getByRole('button', { name: 'Another action' }).click();
  await expect(mirrorOf(page, 'Simple dropdown')).toHaveText('Simple dropdown: Another action');
  await expect(page.getByRole('button', { name: 'Something else here' })).toBeHidden();
  await page.getByRole('button', { name: 'Dropdown button' }).click();
  await page.getByRole('button', { name: 'Action', exact: true }).click();
  await expect(mirrorOf(page, 'Simple dropdown')).toHaveText('Simple dropdown: Action');

  await page.getByRole('button', { name: 'Split action' }).click();
  await expect(mirrorOf(page, 'Split dropdown')).toHaveText('Split dropdown: Split action');
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('button', { name: 'Option B' }).click();
  await expect(mirrorOf(page, 'Split dropdown')).toHaveText('Split dropdown: Option B');

  await page.getByLabel('Simple select').selectOption('Green');
  await expect(mirrorOf(page, 'Simple select')).toHaveText('Simple select: Green');
  await page.getByLabel('Simple select').selectOption('');
  await expect(mirrorOf(page, 'Simple select')).toHaveText('Simple select: None');

  const single = page.getByRole('listbox', { name: 'Single-list select' });
  await expect(single.getByRole('option')).toHaveText(['Volvo', 'Saab', 'Mercedes', 'Audi']);
  await expect(single).toHaveAttribute('size', '4');
  await single.selectOption('Mercedes');
  await expect(mirrorOf(page, 'Single-list select')).toHaveText('Single-list select: Mercedes');

  const multiple = page.getByRole('listbox', { name: 'Multiple-list select' });
  await multiple.selectOption(['TypeScript', 'Java']);
  await expect(mirrorOf(page, 'Multiple-list select')).toHaveText(
    'Multiple-list select: TypeScript, Java',
  );
  await multiple.selectOption([]);
  await expect(mirrorOf(page, 'Multiple-list select')).toHaveText('Multiple-list select: None');
  expect(consoleErrors).toEqual([]);
});

test('the dropdowns work from the keyboard', async ({ page, consoleErrors }) => {
  await page.goto('/dropdowns');
  await page.getByRole('button', { name: 'Dropdown button' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(mirrorOf(page, 'Simple dropdown')).toHaveText('Simple dropdown: Another action');

  await page.getByRole('button', { name: 'More options' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(mirrorOf(page, 'Split dropdown')).toHaveText('Split dropdown: Option A');

  await page.getByRole('listbox', { name: 'Single-list select' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(mirrorOf(page, 'Single-list select')).not.toHaveText('Single-list select: None');
  expect(consoleErrors).toEqual([]);
});
