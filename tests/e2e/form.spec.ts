import type { Page } from '@playwright/test';
import { expect, MARKUP_INPUT, seriousAxeViolations, test } from './fixtures';

const phone = (page: Page) => page.getByLabel('Phone', { exact: true });
const countryButton = (page: Page) => page.getByRole('button', { name: 'Choose country' });
const countryList = (page: Page) => page.getByRole('listbox');
const result = (page: Page) => page.getByRole('region', { name: 'Submitted values' });

test.beforeEach(async ({ page }) => {
  await page.goto('/form');
});

test('shows every field with its label, placeholder and default', async ({
  page,
  consoleErrors,
}) => {
  await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Email address')).toHaveAttribute('placeholder', 'Email');
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Read-only')).toHaveValue('This value must be the same');
  await expect(page.getByLabel('Read-only')).not.toBeEditable();
  await expect(page.getByLabel('Description')).toHaveAttribute('rows', '5');
  await expect(page.getByLabel('My Notes')).toBeVisible();
  await expect(page.getByPlaceholder('Extra text')).toHaveCount(3);
  await expect(phone(page)).toHaveAttribute('placeholder', '+1 (201) 555-0123');
  await expect(phone(page)).toHaveValue('');
  await expect(page.getByLabel('Your preferred color')).toHaveAttribute('placeholder', 'Green');
  await expect(page.getByLabel('Country', { exact: true }).getByRole('option')).toHaveText([
    'USA',
    'Germany',
    'Brazil',
    'Russia',
  ]);
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('USA');
  for (const label of ['Better call Saul', 'Drop the phone', 'Wazzzup!'])
    await expect(page.getByLabel(label)).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'ONE' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'TWO' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'THREE' })).not.toBeChecked();
  expect(consoleErrors).toEqual([]);
});

test('Submit hides the form and lists the values, "no value" for empty ones', async ({
  page,
  consoleErrors,
}) => {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(result(page).getByRole('listitem')).toHaveText([
    'email: no value',
    'password: no value',
    'ro: This value must be the same',
    'desc: no value',
    'color: no value',
    'country: USA',
    'optionsRadios: ONE',
    'phone: no value',
  ]);
  await expect(result(page).getByText('checkboxes')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('lists what was entered, and the checked boxes only', async ({ page, consoleErrors }) => {
  await page.getByLabel('Email address').fill('tester@example.com');
  await page.getByLabel('Password').fill('s3cret');
  await page.getByLabel('Description').fill('first line');
  await page.getByLabel('My Notes').fill('not listed');
  await page.getByPlaceholder('Extra text').nth(1).fill('not listed either');
  await page.getByLabel('Your preferred color').fill('Green');
  await page.getByLabel('Country', { exact: true }).selectOption('Brazil');
  await page.getByLabel('Drop the phone').check();
  await page.getByLabel('Wazzzup!').check();
  await page.getByRole('radio', { name: 'THREE' }).check();
  await phone(page).pressSequentially('12015550123');
  await expect(phone(page)).toHaveValue('+1 (201) 555-0123');
  await page.getByRole('button', { name: 'Submit' }).click();

  const items = result(page).getByRole('listitem');
  await expect(items).toHaveText([
    'email: tester@example.com',
    'password: s3cret',
    'ro: This value must be the same',
    'desc: first line',
    'color: Green',
    'country: Brazil',
    'optionsRadios: THREE',
    'phone: 12015550123',
    'drop_the_phone: checked',
    'wazzzup: checked',
  ]);
  await expect(result(page).getByRole('heading', { name: 'checkboxes' })).toBeVisible();
  await expect(page.getByText('not listed')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('echoes typed markup as text and runs no script', async ({ page, consoleErrors, dialogs }) => {
  const email = page.getByLabel('Email address');
  await email.fill(MARKUP_INPUT);
  await page.getByLabel('Password').fill(MARKUP_INPUT);
  await page.getByLabel('Description').fill(MARKUP_INPUT);
  await page.getByLabel('Your preferred color').fill(MARKUP_INPUT);
  await phone(page).pressSequentially(MARKUP_INPUT);
  // The email field keeps the browser's own type check, which stops the submission.
  await page.getByRole('button', { name: 'Submit' }).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(result(page)).toHaveCount(0);
  await email.fill('');
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const name of ['password', 'desc', 'color'])
    await expect(result(page).getByText(`${name}: ${MARKUP_INPUT}`, { exact: true })).toBeVisible();
  // The phone keeps digits only: "<img src=x onerror=alert(1)>" has a single one.
  await expect(result(page).getByText('phone: 1', { exact: true })).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('phone input', () => {
  test('keeps digits only, formats by the country mask and stops at 15 digits', async ({
    page,
    consoleErrors,
  }) => {
    await phone(page).pressSequentially('4a9b3c0-1234567');
    await expect(phone(page)).toHaveValue('+49 3012 34567');
    await page.reload();
    // No country starts with 99: the default mask applies, up to 15 digits.
    await phone(page).pressSequentially('99999999999999999999');
    const digits = (await phone(page).inputValue()).replace(/\D/g, '');
    expect(digits).toBe('999999999999999');
    expect(consoleErrors).toEqual([]);
  });

  test('guesses the country from the leading digits, the longest dial code winning', async ({
    page,
  }) => {
    await phone(page).pressSequentially('44');
    await expect(countryButton(page)).toHaveAttribute('title', 'United Kingdom: + 44');
    await phone(page).fill('');
    await phone(page).pressSequentially('1');
    await expect(countryButton(page)).toHaveAttribute('title', 'United States: + 1');
    await phone(page).pressSequentially('268');
    await expect(countryButton(page)).toHaveAttribute('title', 'Antigua and Barbuda: + 1268');
  });

  test('choosing a country swaps the dial code and closes the dropdown', async ({
    page,
    consoleErrors,
  }) => {
    await phone(page).pressSequentially('12015550123');
    await countryButton(page).click();
    await expect(countryList(page)).toBeVisible();
    await countryList(page)
      .getByRole('option', { name: /^Germany/ })
      .click();
    await expect(countryList(page)).toBeHidden();
    await expect(phone(page)).toHaveValue(/^\+49/);
    await expect(countryButton(page)).toHaveAttribute('title', 'Germany: + 49');
    expect(consoleErrors).toEqual([]);
  });

  test('the search matches dial digits, code or name, else "No entries to show"', async ({
    page,
  }) => {
    await countryButton(page).click();
    const search = countryList(page).getByRole('searchbox');
    const options = countryList(page).getByRole('option');
    await search.fill('germ');
    await expect(options).toHaveCount(1);
    await expect(options).toContainText('Germany');
    await search.fill('49');
    await expect(options.filter({ hasText: 'Germany' })).toHaveCount(1);
    await search.fill('br');
    await expect(options.filter({ hasText: 'Brazil' })).toHaveCount(1);
    await search.fill('zzzz');
    await expect(options).toHaveCount(0);
    await expect(countryList(page)).toContainText('No entries to show');
  });

  test('the dropdown closes on outside click, Escape and Tab', async ({ page }) => {
    await countryButton(page).click();
    await expect(countryList(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(countryList(page)).toBeHidden();

    await countryButton(page).click();
    await expect(countryList(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(countryList(page)).toBeHidden();

    await countryButton(page).click();
    await expect(countryList(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(countryList(page)).toBeHidden();
    await expect(phone(page)).toBeFocused();

    // From the search box too, even with a search typed.
    await countryButton(page).click();
    await countryList(page).getByRole('searchbox').fill('fra');
    await page.keyboard.press('Escape');
    await expect(countryList(page)).toBeHidden();
    await expect(countryButton(page)).toBeFocused();
  });

  test('the open country list and its search box are named, and axe finds nothing else', async ({
    page,
  }) => {
    // react-phone-input-2 renders its search box inside the role=listbox <ul>, which may own only
    // options: axe's aria-required-children (critical) holds that against the list, and no
    // attribute can move the box out. The only violation left; anything else fails here.
    const SEARCH_BOX_IN_LISTBOX = 'aria-required-children: ul';
    // Two axe runs, one over all 245 options: seconds on an idle machine, far more on a busy one.
    test.slow();
    await countryButton(page).click();
    const list = page.getByRole('listbox', { name: 'Countries' });
    await expect(list).toBeVisible();
    const search = list.getByRole('searchbox', { name: 'Search countries' });
    await expect(search).toBeFocused();
    await expect(list.getByRole('option', { name: /^Germany/ })).toHaveCount(1);
    expect(await seriousAxeViolations(page)).toEqual([SEARCH_BOX_IN_LISTBOX]);
    await search.fill('zzzz');
    await expect(list).toContainText('No entries to show');
    expect(await seriousAxeViolations(page)).toEqual([SEARCH_BOX_IN_LISTBOX]);
  });

  test('the flag button is reached by Tab; arrow keys and Enter pick a country', async ({
    page,
    consoleErrors,
  }) => {
    await phone(page).focus();
    await page.keyboard.press('Tab');
    await expect(countryButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(countryList(page)).toBeVisible();
    await page.keyboard.type('united');
    const options = countryList(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.filter({ hasText: 'United Kingdom' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(countryList(page)).toBeHidden();
    await expect(countryButton(page)).toHaveAttribute('title', 'United Kingdom: + 44');
    expect(consoleErrors).toEqual([]);
  });

  test('the country list works from the keyboard', async ({ page, consoleErrors }) => {
    await countryButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(countryList(page)).toBeVisible();
    await page.keyboard.type('brazil');
    await page.keyboard.press('Enter');
    await expect(countryList(page)).toBeHidden();
    await expect(countryButton(page)).toHaveAttribute('title', 'Brazil: + 55');
    expect(consoleErrors).toEqual([]);
  });
});
