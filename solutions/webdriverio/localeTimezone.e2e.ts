// Locale & Time Zone: override the locale and time zone through WebDriver BiDi, and pin "now" with the fake clock.
import { $, browser, expect } from '@wdio/globals';

const INSTANT = new Date('2025-06-30T23:30:00Z');

/** Run the current tab in another locale and zone. */
async function emulateLocale(locale: string, timezone: string) {
  const contexts = [await browser.getWindowHandle()];
  // BiDi emulation commands: Intl and Date in this tab use them from the next load on.
  await browser.emulationSetLocaleOverride({ locale, contexts });
  await browser.emulationSetTimezoneOverride({ timezone, contexts });
}

const line = (text: string) => $(`li=${text}`);
const midnight = () => $('aria/Time to local midnight');

describe('Locale & Time Zone', () => {
  // Date.now() and new Date() answer INSTANT in every page this session loads.
  before(() => browser.emulate('clock', { now: INSTANT }));

  it('a German browser in Berlin shows the instant, the price and midnight as Berlin sees them', async () => {
    await emulateLocale('de-DE', 'Europe/Berlin');
    await browser.url('/localeTimezone');

    await expect(line('Time zone: Europe/Berlin')).toBeDisplayed();
    await expect(line('Local date and time: 2025-07-01 01:30:00')).toBeDisplayed();
    await expect(line('Offset at that instant: UTC+02:00')).toBeDisplayed();
    // Intl puts a no-break space (U+00A0) before the euro sign.
    await expect(line('Price: 1.234,50\u00a0€')).toBeDisplayed();
    await expect(midnight()).toHaveText('Next local midnight in 22:30:00');
  });

  it('an American browser in New York is four and a half hours from midnight at the same instant', async () => {
    await emulateLocale('en-US', 'America/New_York');
    await browser.url('/localeTimezone');
    await expect(line('Price: €1,234.50')).toBeDisplayed();
    await expect(midnight()).toHaveText('Next local midnight in 04:30:00');
  });
});
