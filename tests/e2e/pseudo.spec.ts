import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** A computed style of an element's pseudo-element (or of the element itself with no pseudo). */
function pseudoStyle(locator: Locator, pseudo: '::before' | '::after' | null, property: string) {
  return locator.evaluate((el, [p, prop]) => getComputedStyle(el, p).getPropertyValue(prop!), [
    pseudo,
    property,
  ] as const);
}

const ORANGE = 'rgb(231, 84, 0)';
const YELLOW = 'rgb(220, 200, 24)';
const GREEN = 'rgb(22, 233, 17)';

test('each underline comes from the pseudo-element the table says', async ({ page }) => {
  await page.goto('/pseudo');
  await expect(page.getByRole('textbox', { name: 'test' })).toHaveCount(5);
  const wrapper = (t: number) => page.getByTestId(`t${t}-wrapper`);
  for (let t = 1; t <= 5; t++) {
    await expect(wrapper(t)).toHaveCSS('border-bottom-color', GREEN);
    await expect(wrapper(t)).toHaveCSS('border-bottom-width', '2px');
  }
  // T1: both drawn, ::after on top in orange.
  expect(await pseudoStyle(wrapper(1), '::after', 'border-bottom-color')).toBe(ORANGE);
  expect(await pseudoStyle(wrapper(1), '::before', 'border-bottom-color')).toBe(YELLOW);
  expect(await pseudoStyle(wrapper(1), '::after', 'position')).toBe('absolute');
  expect(await pseudoStyle(wrapper(1), '::after', 'bottom')).toBe('-2px');
  // T2: ::before only.
  expect(await pseudoStyle(wrapper(2), '::before', 'content')).toBe('"\u00a0"');
  expect(await pseudoStyle(wrapper(2), '::after', 'content')).toBe('none');
  // T3: positioned but without width.
  expect(await pseudoStyle(wrapper(3), '::after', 'position')).toBe('absolute');
  expect(await pseudoStyle(wrapper(3), '::after', 'width')).toBe('0px');
  // T4: left and right set, but not positioned.
  expect(await pseudoStyle(wrapper(4), '::after', 'position')).toBe('static');
  // T5: text beside the field.
  expect(await pseudoStyle(wrapper(5), '::before', 'content')).toBe('"before"');
  expect(await pseudoStyle(wrapper(5), '::after', 'content')).toBe('"after"');
});

test('the Filters icon reveals the filters, by mouse and by keyboard; Save says so', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/pseudo');
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveText('');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#companyId')).toBeHidden();

  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#companyId')).toBeVisible();
  await expect(page.getByPlaceholder('ID')).toHaveAttribute('name', 'companyId');
  await expect(page.getByPlaceholder('Name')).toHaveAttribute('name', 'companyName');
  await expect(page.getByLabel('ID', { exact: false })).toHaveId('companyId');

  const save = page.getByRole('button', { name: '*Save' });
  await expect(save).toBeVisible();
  expect(await save.evaluate((el) => el.textContent)).toBe('Save');
  await save.click();
  await expect(page.getByRole('status')).toHaveText('Filters saved.');

  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#companyId')).toBeHidden();
  await page.keyboard.press('Space');
  await expect(page.locator('#companyId')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the icon is a same-origin SVG, with a dark-theme variant', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/pseudo');
  const filters = page.getByRole('button', { name: 'Filters' });
  expect(await pseudoStyle(filters, '::after', 'background-image')).toContain('/pseudo/filter.svg');
  await expect(filters).toHaveCSS('width', '25px');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  expect(await pseudoStyle(filters, '::after', 'background-image')).toContain(
    '/pseudo/filter-dark.svg',
  );
  for (const file of ['filter.svg', 'filter-dark.svg']) {
    const response = await page.request.get(`/pseudo/${file}`);
    expect(response.status()).toBe(200);
  }
});

test('lists the companies in companyListTable', async ({ page }) => {
  await page.goto('/pseudo');
  const table = page.locator('#companyListTable');
  await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Name', 'Country']);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '1',
    'Island Trading',
    'Germany',
  ]);
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText([
    '2',
    'Ernst Handel',
    'Austria',
  ]);
});
