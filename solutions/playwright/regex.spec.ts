// Regex: extract websites, phone numbers and ZIP codes from page text with regular expressions.
import { expect, test } from '@playwright/test';

test('each country block has a website, a phone number and a ZIP code', async ({ page }) => {
  await page.goto('/regex');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(5);

  for (const country of await headings.allInnerTexts()) {
    // The block is the section whose level-2 heading is this country.
    const block = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: country }) });
    const text = await block.innerText();
    expect(text, country).toMatch(/Website: https:\/\/www\.[a-z.]+\.[a-z]{2,}/);
    expect(text, country).toMatch(/Phone: \+\d{1,3} [\d ()-]+\d/);
    expect(text, country).toMatch(/ZIP code: [A-Z]?\d{4,5}(-\d{3,4}|[A-Z]{3})?/);
  }

  // Pull one value out with a capture group.
  const brazil = await page.locator('section').filter({ hasText: 'Brazil' }).innerText();
  expect(brazil.match(/ZIP code: (\S+)/)?.[1]).toBe('01310-100');
});
