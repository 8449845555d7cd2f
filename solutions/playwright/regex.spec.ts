// Regex: extract websites, phone numbers and ZIP codes from page text with regular expressions.
import { expect, test, type Page } from '@playwright/test';

const COUNTRIES = ['Argentina', 'Brazil', 'Germany', 'Italy', 'United States'];

/** The text of the section whose heading is this country. */
const blockText = (page: Page, country: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: country, exact: true }) })
    .innerText();

test('each country block has a website, a phone number and a ZIP code', async ({ page }) => {
  await page.goto('/regex');
  for (const country of COUNTRIES) {
    const text = await blockText(page, country);
    expect(text, country).toMatch(/Website: https:\/\/www\.[a-z.]+\.[a-z]{2,}/);
    expect(text, country).toMatch(/Phone: \+\d{1,3} [\d ()-]+\d/);
    expect(text, country).toMatch(/ZIP code: [A-Z]?\d{4,5}(-\d{3,4}|[A-Z]{3})?/);
  }

  // A capture group pulls one value out of the text.
  const brazil = await blockText(page, 'Brazil');
  expect(brazil.match(/ZIP code: (\S+)/)?.[1]).toBe('01310-100');
});
