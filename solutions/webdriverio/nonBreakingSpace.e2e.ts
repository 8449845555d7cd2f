// Non-Breaking Space: text selectors compare characters exactly, so put the U+00A0 in the selector.
import { $, browser, expect } from '@wdio/globals';

describe('Non-Breaking Space', () => {
  it('find the "Place Order" button despite its U+00A0', async () => {
    await browser.url('/nonBreakingSpace');
    const button = $('button=Place\u00a0Order');
    await expect(button).toBeDisplayed();

    // An ordinary space misses it: `button=` trims ASCII white space only, and so does XPath.
    await expect($('button=Place Order')).not.toBeExisting();
    await expect($("//button[text()='Place Order']")).not.toBeExisting();
    await expect($("//button[text()='Place\u00a0Order']")).toBeExisting();

    await button.click();
    await expect($('[role="status"]')).toHaveText('Place Order clicked.');
  });
});
