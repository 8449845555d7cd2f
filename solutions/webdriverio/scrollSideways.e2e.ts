// Scroll Sideways: scroll a far-right element into view and check it is in the viewport.
import { $, browser, expect } from '@wdio/globals';

describe('Scroll Sideways', () => {
  it('the last vegetable comes into view after scrolling sideways', async () => {
    await browser.url('/scrollSideways');
    const last = $('*=The sixth and last vegetable is bell pepper.');
    await expect(last).not.toBeDisplayedInViewport();

    await last.scrollIntoView({ inline: 'center', behavior: 'instant' });

    await expect(last).toBeDisplayedInViewport();
    expect(await browser.execute(() => window.scrollX)).toBeGreaterThan(0);
  });
});
