// Redirect: the browser follows a 302 by itself; count it in Navigation Timing, or fetch without following it.
import { $, browser, expect } from '@wdio/globals';

describe('Redirect', () => {
  it('the link is answered 302 and the browser lands on Status Codes', async () => {
    await browser.url('/redirect');
    await $('#redirect').click();
    await expect(browser).toHaveUrl(expect.stringMatching(/\/statusCodes$/));
    await expect($('h1=Status Codes')).toBeDisplayed();
    // The landing page's own timing entry counts the redirects that led to it.
    const redirects = await browser.execute(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .redirectCount,
    );
    expect(redirects).toBe(1);
  });

  it('the 302 itself, not followed', async () => {
    const response = await fetch(`${browser.options.baseUrl}/redirect/go`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/statusCodes');
  });
});
