// Floating menu: check an element stays inside the viewport while the page scrolls.
import { $, browser, expect } from '@wdio/globals';
import { Key } from 'webdriverio';

describe('Floating menu', () => {
  it('stays in view, and "About" jumps to its section', async () => {
    await browser.url('/floatingMenu');
    const menu = $('nav[aria-label="Floating menu"]');
    // withinViewport: displayed and inside the visible part of the page.
    await expect(menu).toBeDisplayed({ withinViewport: true });

    // Scroll to the very bottom, as the End key does.
    await browser.keys(Key.End);
    await expect($('footer')).toBeDisplayed({ withinViewport: true });
    await expect(menu).toBeDisplayed({ withinViewport: true });

    await menu.$('a=About').click();
    await expect(browser).toHaveUrl(expect.stringMatching(/#about$/));
    await expect($('h2=About')).toBeDisplayed({ withinViewport: true });
  });
});
