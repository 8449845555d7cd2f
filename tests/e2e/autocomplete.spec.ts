import { gotoWithTimeStopped } from './clock';
import { expect, MARKUP_INPUT, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await gotoWithTimeStopped(page, '/autocomplete');
});

test('suggests 300 ms after typing, picks by keyboard and submits', async ({
  page,
  consoleErrors,
}) => {
  const field = page.getByRole('combobox', { name: 'Country' });
  await expect(field).toHaveAttribute('placeholder', 'Start typing a country');
  await field.pressSequentially('ger');
  await page.clock.runFor(299);
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.clock.runFor(1);
  const list = page.getByRole('listbox', { name: 'Country' });
  await expect(list.getByRole('option')).toHaveText(['Germany', 'Algeria', 'Niger', 'Nigeria']);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option', { name: 'Algeria' }).locator('strong')).toHaveText('ger');

  await field.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'Germany' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const activeId = await list.getByRole('option', { name: 'Germany' }).getAttribute('id');
  await expect(field).toHaveAttribute('aria-activedescendant', activeId!);
  await field.press('Enter');
  await expect(field).toHaveValue('Germany');
  await expect(list).toBeHidden();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('You selected: Germany');
  expect(consoleErrors).toEqual([]);
});

test('Arrow keys wrap around the list and Escape closes it', async ({ page }) => {
  const field = page.getByRole('combobox', { name: 'Country' });
  await field.pressSequentially('ger');
  await page.clock.runFor(300);
  const selected = page.getByRole('option', { selected: true });
  await field.press('ArrowUp');
  await expect(selected).toHaveText('Nigeria');
  await field.press('ArrowDown');
  await expect(selected).toHaveText('Germany');
  await field.press('ArrowUp');
  await expect(selected).toHaveText('Nigeria');
  await field.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue('ger');
});

test('a click picks an option; the search ignores case and accents', async ({ page }) => {
  const field = page.getByRole('combobox', { name: 'Country' });
  await field.pressSequentially('SAO');
  await page.clock.runFor(300);
  await page.getByRole('option', { name: 'São Tomé and Príncipe' }).click();
  await expect(field).toHaveValue('São Tomé and Príncipe');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('shows at most eight, starting matches first', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Country' }).pressSequentially('a');
  await page.clock.runFor(300);
  await expect(page.getByRole('option')).toHaveCount(8);
  await expect(page.getByRole('option')).toHaveText([
    'Algeria',
    'Argentina',
    'Australia',
    'Austria',
    'Bangladesh',
    'Brazil',
    'Canada',
    'China',
  ]);
});

test('says when nothing matches, and waits for a non-space character', async ({ page }) => {
  const field = page.getByRole('combobox', { name: 'Country' });
  await field.pressSequentially('   ');
  await page.clock.runFor(1000);
  await expect(page.getByText(/No country matches/)).toBeHidden();
  await field.fill('');
  await field.pressSequentially(MARKUP_INPUT);
  await page.clock.runFor(300);
  await expect(page.getByText(`No country matches "${MARKUP_INPUT}".`)).toBeVisible();
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('Submit refuses text that is not a country, and accepts any case', async ({ page }) => {
  const field = page.getByRole('combobox', { name: 'Country' });
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(page.getByRole('status')).toHaveText('Choose a country from the suggestions.');
  await field.fill('Germ');
  await submit.click();
  await expect(page.getByRole('status')).toHaveText('Choose a country from the suggestions.');
  await field.fill('new zealand');
  await submit.click();
  await expect(page.getByRole('status')).toHaveText('You selected: New Zealand');
});
