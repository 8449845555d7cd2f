// Wait for an image: control the page's clock (browser.emulate('clock')), then check the image really loaded.
import { $, browser, expect } from '@wdio/globals';

const COUNTING = 'p*=The secret image will appear in';

describe('Wait for an image', () => {
  it('the secret image appears when the countdown ends', async () => {
    // Fake the page's timers before it loads: they stand still until the test moves them.
    const clock = await browser.emulate('clock');
    await browser.url('/waitImage');
    await expect($(COUNTING)).toHaveText('The secret image will appear in 5...');
    const image = $('img[alt="OCR Text Example"]');

    // Jump through the countdown with no real waiting. React sets each next one-second timer only
    // after it re-renders, so advance one second, wait for the new number, then the next second.
    for (let left = 4; left > 0; left--) {
      await clock.tick(1000);
      await expect($(COUNTING)).toHaveText(`The secret image will appear in ${left}...`);
    }
    await clock.tick(1000);
    await expect(image).toBeDisplayed();
    await expect($(COUNTING)).not.toBeExisting();
    // A visible <img> can still be a broken link: a loaded image has a natural width.
    await browser.waitUntil(
      async () =>
        (await browser.execute((img) => (img as HTMLImageElement).naturalWidth, await image)) > 0,
      { timeoutMsg: 'the image did not load' },
    );
  });
});
