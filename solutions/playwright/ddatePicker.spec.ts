// Date picker: fix "today" with the clock, pick dates through the calendar's dropdowns, and type one.
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  // The picker opens on today: pin today so the expected values never change.
  await page.clock.setFixedTime(new Date(2024, 2, 15, 10, 0, 0));
  await page.goto('/ddatePicker');
});

test('picks a date with the month and year dropdowns', async ({ page }) => {
  const field = page.getByLabel('Select Date');
  await expect(field).toHaveValue('03/15/2024');

  await field.click();
  const calendar = page.getByRole('dialog', { name: 'Choose Date' });
  await calendar.getByRole('combobox', { name: 'Month' }).selectOption('June');
  await calendar.getByRole('combobox', { name: 'Year' }).selectOption('2025');
  // Each day is a gridcell named like "Choose Friday, June 20th, 2025".
  await calendar.getByRole('gridcell', { name: /June 20th, 2025/ }).click();
  await expect(field).toHaveValue('06/20/2025');
  await expect(calendar).toBeHidden();
});

test('takes a typed date and rejects one that does not exist', async ({ page }) => {
  const field = page.getByLabel('Select Date');
  // The calendar has its own live region with role alert: find the error by its text.
  const error = page.getByText('Date input not valid.');

  await field.fill('02/30/2024');
  await field.press('Enter');
  await expect(error).toBeVisible();

  await field.fill('07/04/2024');
  await field.press('Enter');
  await expect(field).toHaveValue('07/04/2024');
  await expect(error).toHaveCount(0);
});
