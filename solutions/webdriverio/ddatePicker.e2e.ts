// Date picker: fix "today" with emulate('clock'), pick dates through the calendar's dropdowns, and type one.
import { $, browser, expect } from '@wdio/globals';
import { Key } from 'webdriverio';

const field = () => $('aria/Select Date');
const calendar = () => $('[role="dialog"][aria-label="Choose Date"]');

/** Selects the field's text and types over it, as a user would; Enter confirms. */
async function typeDate(text: string) {
  await field().click();
  await browser.keys([Key.Ctrl, 'a']);
  await browser.keys([...text, Key.Enter]);
}

describe('Date picker', () => {
  before(async () => {
    // The picker opens on today: pin today for every page loaded from here on. Only Date is
    // faked, so the page's own timers still run.
    await browser.emulate('clock', {
      now: new Date(2024, 2, 15, 10, 0, 0).getTime(),
      toFake: ['Date'],
    });
  });

  beforeEach(async () => {
    await browser.url('/ddatePicker');
  });

  it('picks a date with the month and year dropdowns', async () => {
    await expect(field()).toHaveValue('03/15/2024');

    await field().click();
    await calendar().$('select[aria-label="Month"]').selectByVisibleText('June');
    await calendar().$('select[aria-label="Year"]').selectByVisibleText('2025');
    // Each day is a gridcell named like "Choose Friday, June 20th, 2025".
    await calendar().$('[role="gridcell"][aria-label*="June 20th, 2025"]').click();
    await expect(field()).toHaveValue('06/20/2025');
    await expect(calendar()).not.toBeDisplayed();
  });

  it('takes a typed date and rejects one that does not exist', async () => {
    // The calendar has its own live region with role alert: find the error by its text.
    const error = $('div=Date input not valid.');

    await typeDate('02/30/2024');
    await expect(error).toBeDisplayed();

    await typeDate('07/04/2024');
    await expect(field()).toHaveValue('07/04/2024');
    await expect(error).not.toExist();
  });
});
