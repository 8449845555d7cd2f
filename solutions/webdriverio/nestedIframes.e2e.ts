// Nested Iframes: switchFrame into an iframe, then into the iframe inside it, and back out.
import { $, browser, expect } from '@wdio/globals';

/** switchFrame does not wait for the iframe: wait until it is there, then step into it. */
async function enterFrame(title: string) {
  const frame = $(`iframe[title="${title}"]`);
  await frame.waitForExist();
  await browser.switchFrame(frame);
}

describe('Nested Iframes', () => {
  it('follows the links inside both nested iframes', async () => {
    await browser.url('/nestedIframes');
    // Every later command runs in the document inside that iframe.
    await enterFrame('First iframe');
    await $('a=tapioca').click();
    await expect($("*=You've clicked on the first iframe link!")).toBeDisplayed();

    // From inside the first frame, switch one level deeper.
    await enterFrame('Second iframe');
    await $('a=samba').click();
    await expect($('*=You have clicked on the second iframe link!')).toBeDisplayed();

    // null goes back to the top-level page.
    await browser.switchFrame(null);
    await expect($('iframe[title="First iframe"]')).toBeDisplayed();
  });
});
