// Progress Bar: stop a timed process at a value; emulate('clock') makes the timing exact.
import { $, browser, expect } from '@wdio/globals';

describe('Progress Bar', () => {
  it('stops the bar at exactly 75 %', async () => {
    // Fake the page's timers before it loads: time moves only when the test ticks it.
    const clock = await browser.emulate('clock', { now: new Date('2026-01-05T09:00:00Z') });
    await browser.url('/progressBar');
    await $('button=Start').click();
    const bar = $('[role="progressbar"]');
    // A step takes at least 100 ms, so ticking 100 ms at a time never skips a value: stop at 75.
    while ((await bar.getAttribute('aria-valuenow')) !== '75') await clock.tick(100);
    await $('button=Stop').click();
    await expect($('[role="status"]')).toHaveText('Result: stopped at 75%, distance from 75%: 0');
  });
});
