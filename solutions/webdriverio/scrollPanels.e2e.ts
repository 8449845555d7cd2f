// Scroll Panels: scroll an element inside its own scroll container and check which box moved.
import { $, browser, expect } from '@wdio/globals';

const panel = (name: string) => $(`[role="region"][aria-label="${name}"]`);
const scrollTop = (name: string) => panel(name).execute((body) => body.scrollTop);

describe('Scroll Panels', () => {
  it('brings "Pea" into view by scrolling only the vegetables panel', async () => {
    await browser.url('/scrollPanels');
    const pea = $('#vegetable-pea');
    await expect(pea).not.toBeDisplayedInViewport();

    // The DOM's scrollIntoView scrolls the nearest scrollable ancestor: the right panel's body.
    await pea.execute((card) => card.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
    await expect(pea).toBeDisplayedInViewport();
    expect(await scrollTop('Vegetables')).toBeGreaterThan(0);
    expect(await scrollTop('Fruits')).toBe(0);
  });

  it('scrolls the fruits panel with the keyboard', async () => {
    await browser.url('/scrollPanels');
    // The body is focusable, so End scrolls it (not the page) to its last card.
    await panel('Fruits').execute((body) => body.focus());
    await browser.keys('End');
    await expect($('#fruit-melon')).toBeDisplayedInViewport();
  });
});
