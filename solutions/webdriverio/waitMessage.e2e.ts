// Wait for a message: control the page's clock (browser.emulate('clock')) instead of waiting out a countdown in real time.
import { $, browser, expect } from '@wdio/globals';

describe('Wait for a message', () => {
  it('the secret message appears when the countdown ends', async () => {
    // Fake the page's timers before it loads: they stand still until the test moves them.
    const clock = await browser.emulate('clock');
    await browser.url('/waitMessage');
    const countdown = $('[role="timer"][aria-label="Countdown"]');
    await expect(countdown).toHaveText('5');

    // Jump through the countdown with no real waiting. React sets each next one-second timer only
    // after it re-renders, so advance one second, wait for the new number, then the next second.
    for (let left = 4; left >= 0; left--) {
      await clock.tick(1000);
      await expect(countdown).toHaveText(String(left));
    }
    await expect($('p=The secret message is: banana')).toBeDisplayed();
  });
});
