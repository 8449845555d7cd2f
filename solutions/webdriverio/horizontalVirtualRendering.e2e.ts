// Horizontal Virtual Rendering: send arrow keys until a lazily rendered item enters the DOM.
import { $, browser, expect } from '@wdio/globals';

describe('Horizontal Virtual Rendering', () => {
  it('batch-loads #21 after scrolling right with the arrow keys', async () => {
    await browser.url('/horizontalVirtualRendering');
    const footer = $('#hvr-footer');
    await expect(footer).toHaveText(expect.stringMatching(/^20 of 100/));
    // Not merely hidden: item #21 is not in the DOM at all yet.
    await expect($('#hvr-item-21')).not.toExist();

    // Each Arrow Right scrolls the strip 250 px; press until the next batch arrives.
    await browser.waitUntil(
      async () => {
        await browser.keys('ArrowRight');
        return $('#hvr-item-21').isExisting();
      },
      { timeout: 15_000, interval: 100, timeoutMsg: 'item #21 never loaded' },
    );

    await expect($('#hvr-item-21')).toHaveText('#21');
    await expect(footer).toHaveText(expect.stringMatching(/^40 of 100/));
  });
});
