// A/B test: accept either variant, or set the opt-out cookie with setCookies, then reload for one page.
import { $, browser, expect } from '@wdio/globals';

describe('A/B test', () => {
  it('shows one of the two variants', async () => {
    await browser.url('/abTest');
    await expect($('h2')).toHaveText(
      /^(Variant A: Try it free for 30 days|Variant B: Start your free trial today)$/,
    );
  });

  it('shows the standard page with the abOptOut cookie', async () => {
    // A cookie belongs to the page's origin: open the site, set it, then reload.
    await browser.url('/abTest');
    await browser.setCookies({ name: 'abOptOut', value: 'true' });
    await browser.refresh();
    await expect($('h2')).toHaveText('No A/B test: showing the standard page');
  });
});
