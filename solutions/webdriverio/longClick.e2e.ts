// Long Click: hold the pointer down with browser.action while the fake clock runs, then release.
import { $, browser, expect } from '@wdio/globals';

describe('Long Click', () => {
  it('holding past the threshold is a long click', async () => {
    // Fake the page's clock, so that the test can make seconds pass without waiting for them.
    const clock = await browser.emulate('clock');
    await browser.url('/longClick');
    await $('aria/Long click threshold').selectByVisibleText('2s');
    const status = $('[role="status"]');
    await expect(status).toHaveText('Press and hold (threshold: 2s)');

    const button = $('button=Press and hold');
    // perform(true) skips the release: the button stays pressed after the action.
    await browser.action('pointer').move({ origin: button }).down().perform(true);
    await expect(status).toHaveText('Holding...', { containing: true });
    // Two seconds pass in the page at once.
    await clock.tick(2000);
    await browser.action('pointer').up().perform();
    await expect(status).toHaveText('Long click');
  });

  it('a quick click is a normal click', async () => {
    await browser.url('/longClick');
    await $('button=Press and hold').click();
    await expect($('[role="status"]')).toHaveText('Normal click');
  });
});
