import { expect, MARKUP_INPUT, seriousAxeViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(2024, 2, 15, 10, 0, 0) });
  await page.goto('/ddatePicker');
});

test('starts on today and picks a date with the month and year dropdowns', async ({
  page,
  consoleErrors,
}) => {
  await expect(page.getByText('Pick a date for the event:')).toBeVisible();
  const field = page.getByLabel('Select Date');
  await expect(field).toHaveValue('03/15/2024');

  await field.click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const year = calendar.getByRole('combobox', { name: 'Year' });
  await expect(year.getByRole('option')).toHaveCount(12);
  await expect(year).toHaveValue('2024');
  await calendar.getByRole('combobox', { name: 'Month' }).selectOption('June');
  await year.selectOption('2025');
  await calendar.getByRole('gridcell', { name: /June 20th, 2025/ }).click();
  await expect(field).toHaveValue('06/20/2025');
  await expect(calendar).toBeHidden();

  await field.click();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('gridcell', { name: /July 1st, 2025/ }).click();
  await expect(field).toHaveValue('07/01/2025');
  expect(consoleErrors).toEqual([]);
});

test('a typed valid date is taken; an invalid one says "Date input not valid."', async ({
  page,
  consoleErrors,
}) => {
  const field = page.getByLabel('Select Date');
  // The calendar has a live region with the alert role too, hence by text.
  const error = page.getByText('Date input not valid.');

  await field.fill('13/45/2024');
  await field.press('Tab');
  await expect(error).toBeVisible();

  await field.fill('07/04/2024');
  await field.press('Enter');
  await expect(field).toHaveValue('07/04/2024');
  await expect(error).toHaveCount(0);

  await field.fill('02/30/2024');
  await field.press('Enter');
  await expect(error).toBeVisible();

  await field.click();
  await page.getByRole('gridcell', { name: /July 10th, 2024/ }).click();
  await expect(field).toHaveValue('07/10/2024');
  await expect(error).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('typed markup is never run', async ({ page, consoleErrors, dialogs }) => {
  const field = page.getByLabel('Select Date');
  await field.fill(MARKUP_INPUT);
  await field.press('Tab');
  await expect(page.getByText('Date input not valid.')).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a date can be chosen by keyboard', async ({ page }) => {
  const field = page.getByLabel('Select Date');
  await field.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('03/16/2024');
});
