// Open New Tab: click the link, then switchWindow to the tab it opened and test it there.
import { $, browser, expect } from '@wdio/globals';

describe('Open New Tab', () => {
  it('the link opens /newTab in a new tab', async () => {
    await browser.url('/openNewTab');
    const firstTab = await browser.getWindowHandle();
    await $('aria/Open new tab').click();
    await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2, {
      timeoutMsg: 'no second tab opened',
    });

    // switchWindow takes a URL or title pattern and focuses the first tab that matches.
    await browser.switchWindow(/\/newTab$/);
    await expect(browser).toHaveUrl(expect.stringMatching(/\/newTab$/));
    await expect($('*=Hello! This is a page that was opened in a new tab.')).toBeDisplayed();

    // The first tab stays where it was.
    await browser.switchToWindow(firstTab);
    await expect(browser).toHaveUrl(expect.stringMatching(/\/openNewTab$/));
  });
});
