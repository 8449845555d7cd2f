// Status Codes: browser.url returns the page request with its response status (BiDi); Navigation Timing counts the redirect.
import { $, browser, expect } from '@wdio/globals';

describe('Status Codes', () => {
  for (const code of [200, 404, 500]) {
    it(`the page request answers ${code}`, async () => {
      // With BiDi, browser.url answers the document request and the response it got.
      const request = await browser.url(`/statusCodes/${code}`);
      expect(request?.response?.status).toBe(code);
      await expect($(`p=The server answered this page with status ${code}.`)).toBeDisplayed();
    });
  }

  it('following "301" ends on /statusCodes after one redirect', async () => {
    await browser.url('/statusCodes');
    await $('a=301').click();
    await expect(browser).toHaveUrl(/\/statusCodes$/);
    // A click is no browser.url: read the browser's own record of the document request instead.
    const navigation = await browser.execute(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return { redirectCount: entry.redirectCount, status: entry.responseStatus };
    });
    expect(navigation).toEqual({ redirectCount: 1, status: 200 });
  });
});
