// Empty Page: check the title, the heading and one static text, and prove nothing else is there.
import { $, browser, expect } from '@wdio/globals';

describe('Empty Page', () => {
  it('holds one sentence and no controls', async () => {
    await browser.url('/emptyPage');
    await expect(browser).toHaveTitle('Empty Page | Automation Playground');
    await expect($('h1')).toHaveText('Empty Page');

    // The page's own content is a region named by its aria-label.
    const content = $('[aria-label="Page content"]');
    await expect(content).toHaveText('This page is intentionally empty apart from this sentence.');
    // An empty list proves absence: toBeElementsArrayOfSize(0) retries until the count matches.
    await expect(content.$$('button, [role=button]')).toBeElementsArrayOfSize(0);
    await expect(content.$$('input')).toBeElementsArrayOfSize(0);
    await expect(content.$$('a')).toBeElementsArrayOfSize(0);
  });
});
