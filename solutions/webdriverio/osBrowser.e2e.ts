// OS & Browser: compare what the page detected with what the driven browser really is.
import { $, browser, expect } from '@wdio/globals';

describe('OS & Browser', () => {
  it('an automated Chromium is headless Chrome with the browser user agent', async () => {
    await browser.url('/osBrowser');
    await expect($('li=Browser Family: Chrome (Chromium)')).toBeDisplayed();
    // The page shows the browser's user agent; read the same value from the page itself.
    const userAgent = await browser.execute(() => navigator.userAgent);
    await expect($('li*=User-Agent:')).toHaveText(`User-Agent: ${userAgent}`);
    // WebDriver sets navigator.webdriver, so the page sees an automated browser.
    const headlessCard = $('h2=Headless Mode').parentElement();
    await expect(headlessCard).toHaveText(expect.stringContaining('Status: On'));
  });
});
