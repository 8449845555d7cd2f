// Session Timeout: emulate('clock') fakes the page's timers, and the real 15-minute rule takes seconds to test.
import { $, browser, expect } from '@wdio/globals';

const fakeClock = () => browser.emulate('clock', { now: new Date('2026-01-05T09:00:00') });

describe('Session Timeout', () => {
  let clock: Awaited<ReturnType<typeof fakeClock>>;

  beforeEach(async () => {
    // Date and the timers are faked before the page's first script; time moves only when ticked.
    clock = await fakeClock();
    await browser.url('/sessionTimeout');
    await expect($('*=Idle for 00:00')).toBeDisplayed();
  });

  afterEach(() => clock.restore());

  it('warns at 14:00 idle and signs out at 15:00', async () => {
    const warning = $('[role="alertdialog"]');

    await clock.tick(13 * 60_000 + 59_000);
    await expect($('*=Idle for 13:59')).toBeDisplayed();
    await expect(warning).not.toBeDisplayed();

    await clock.tick(1000);
    await expect(warning).toHaveText(expect.stringContaining('Your session ends in 01:00'));
    await clock.tick(1000);
    await expect(warning).toHaveText(expect.stringContaining('Your session ends in 00:59'));

    await warning.$('button=Stay signed in').click();
    await expect($('*=Idle for 00:00')).toBeDisplayed();
    await expect($('[role="status"]')).toHaveText('Session extended.');

    await clock.tick(15 * 60_000);
    await expect($('[role="alert"]')).toHaveText(
      'You have been signed out: no activity for 15:00.',
    );
    await expect($('button=Sign in again')).toBeFocused();
  });

  it('a key press resets the idle time; a mouse move does not', async () => {
    await clock.tick(10_000);
    await browser.action('pointer').move({ x: 100, y: 100 }).perform();
    await expect($('*=Idle for 00:10')).toBeDisplayed();
    await browser.keys('Shift');
    await expect($('*=Idle for 00:00')).toBeDisplayed();
  });
});
