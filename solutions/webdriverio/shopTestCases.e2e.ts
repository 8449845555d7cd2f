// Shop Test Cases: read a page's structure as data: every section's h2 in order, and one section's ordered list by its name.
import { $, $$, browser, expect } from '@wdio/globals';

describe('Shop Test Cases', () => {
  it('the 24 test cases, in order, and the steps of TC14', async () => {
    await browser.url('/shop/testCases');
    // Wait for the count first so no title is missing, then read them all at once.
    const titles = $$('[data-test^="test-case-"] h2');
    await expect(titles).toBeElementsArrayOfSize(24);
    const texts = await titles.map((title) => title.getText());
    expect(texts.map((text) => text.slice(0, 4))).toEqual(
      Array.from({ length: 24 }, (_, i) => `TC${String(i + 1).padStart(2, '0')}`),
    );
    expect(texts[13]).toBe('TC14 Order totals');

    // Scope to one section by its test id, then find each list by the heading that names it (aria-labelledby).
    const tc14 = $('[data-test="test-case-TC14"]');
    const steps = tc14.$$('ol[aria-labelledby="TC14-steps"] li');
    await expect(steps).toBeElementsArrayOfSize(5);
    await expect(steps[2]).toHaveText(
      'Open /shop/product/8 (Sun Hat), type 2 in "Quantity" and click "Add to cart".',
    );
    await expect(tc14.$('ul[aria-labelledby="TC14-expected"]')).toHaveText('"Total: $140.36"', {
      containing: true,
    });
  });
});
