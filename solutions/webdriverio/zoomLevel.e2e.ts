// Zoom Level: change the device pixel ratio with setViewport (BiDi browsingContext.setViewport) and read the result.
import { $, browser, expect } from '@wdio/globals';

describe('Zoom Level', () => {
  it('shows 100% at load and 125% after zooming to 125 %', async () => {
    await browser.url('/zoomLevel');
    const percent = $('[data-testid="zoom-percent"]');
    await expect(percent).toHaveText('100%');

    // A browser zoom to 125 % raises devicePixelRatio to 1.25 and shrinks the CSS viewport by as
    // much (which fires resize); setViewport does both.
    const [width, height] = await browser.execute(() => [innerWidth, innerHeight]);
    await browser.setViewport({
      width: Math.round(width / 1.25),
      height: Math.round(height / 1.25),
      devicePixelRatio: 1.25,
    });
    await expect(percent).toHaveText('125%');
  });
});
