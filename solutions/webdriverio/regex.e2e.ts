// Regex: extract websites, phone numbers and ZIP codes from page text with regular expressions.
import { $, browser, expect } from '@wdio/globals';

const COUNTRIES = ['Argentina', 'Brazil', 'Germany', 'Italy', 'United States'];

/** The text of the section whose heading is this country. */
const blockText = (country: string) => $(`h2=${country}`).parentElement().getText();

describe('Regex', () => {
  it('each country block has a website, a phone number and a ZIP code', async () => {
    await browser.url('/regex');
    for (const country of COUNTRIES) {
      const text = await blockText(country);
      expect(text).toMatch(/Website: https:\/\/www\.[a-z.]+\.[a-z]{2,}/);
      expect(text).toMatch(/Phone: \+\d{1,3} [\d ()-]+\d/);
      expect(text).toMatch(/ZIP code: [A-Z]?\d{4,5}(-\d{3,4}|[A-Z]{3})?/);
    }

    // A capture group pulls one value out of the text.
    const brazil = await blockText('Brazil');
    expect(brazil.match(/ZIP code: (\S+)/)?.[1]).toBe('01310-100');
  });
});
