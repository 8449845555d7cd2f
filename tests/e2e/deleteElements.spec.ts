import { expect, MARKUP_INPUT, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/deleteElements');
});

test('starts with three elements and deletes each with its close button', async ({
  page,
  consoleErrors,
}) => {
  const items = page.getByRole('list', { name: 'Elements' }).getByRole('listitem');
  await expect(items).toHaveText(['Element 1', 'Element 2', 'Element 3']);
  await page.getByRole('button', { name: 'Delete Element 2' }).click();
  await expect(items).toHaveText(['Element 1', 'Element 3']);
  await page.getByRole('button', { name: 'Delete Element 1' }).click();
  await page.getByRole('button', { name: 'Delete Element 3' }).click();
  await expect(page.getByRole('list', { name: 'Elements' })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(
    'No elements to display. Add some using the input above.',
  );
  await page.getByLabel('New element').fill('Back again');
  await page.getByLabel('New element').press('Enter');
  await expect(items).toHaveText(['Back again']);
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('Enter appends the trimmed text and clears the input; blank text warns', async ({
  page,
  consoleErrors,
}) => {
  const input = page.getByLabel('New element');
  const items = page.getByRole('list', { name: 'Elements' }).getByRole('listitem');
  const warning = page.getByRole('alert');

  await input.fill('   ');
  await input.press('Enter');
  await expect(warning).toHaveText('Please enter a valid element name.');
  await expect(items).toHaveCount(3);

  await input.fill('  Milk  ');
  await input.press('Enter');
  await expect(items).toHaveText(['Element 1', 'Element 2', 'Element 3', 'Milk']);
  await expect(input).toHaveValue('');
  await expect(warning).toHaveCount(0);

  await input.press('Enter');
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Close' }).click();
  await expect(warning).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('shows typed markup as text and runs no script', async ({ page, consoleErrors, dialogs }) => {
  await page.getByLabel('New element').fill(MARKUP_INPUT);
  await page.getByLabel('New element').press('Enter');
  await expect(page.getByRole('listitem').last()).toHaveText(MARKUP_INPUT);
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('is operable by keyboard alone', async ({ page }) => {
  await page.getByLabel('New element').focus();
  await page.keyboard.type('Typed');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Delete Element 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem')).toHaveText(['Element 2', 'Element 3', 'Typed']);
});
