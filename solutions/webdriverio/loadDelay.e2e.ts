// Load Delay: a slow page needs a wait longer than the default; give waitForClickable a timeout above the server's delay.
import { $, browser, expect } from '@wdio/globals';

describe('Load Delay', () => {
  it('the button works once the slow page has loaded', async () => {
    await browser.url('/');
    await $('a=Load Delay').click();
    // The server sends the page after 5 s: wait up to 15 s for the button, not the default 7 s.
    const button = $('button=Button shown after the delay');
    await button.waitForClickable({ timeout: 15_000 });
    await expect(browser).toHaveUrl(expect.stringMatching(/\/loadDelay$/));
    await button.click();
    await expect($('[role="status"]')).toHaveText('Button clicked.');
  });
});
