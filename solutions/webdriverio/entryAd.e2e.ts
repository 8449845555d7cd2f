// Entry ad: a modal remembered in localStorage; a fake clock makes its 500 ms delay exact.
import { $, browser, expect } from '@wdio/globals';

const ad = () => $('[role=dialog]');
const flagLine = (value: string) => $(`p=Stored flag entryAdClosed: ${value}`);

describe('Entry ad', () => {
  it('opens the ad on the first visit and keeps it closed after a reload', async () => {
    // emulate('clock') fakes the timers of every page loaded after it, so the delay runs on tick().
    const clock = await browser.emulate('clock');
    await browser.url('/entryAd');
    await expect(flagLine('not set')).toBeDisplayed();

    await clock.tick(1000);
    await expect(ad()).toBeDisplayed();
    await expect(ad().$('h2')).toHaveText('Welcome offer');
    await ad().$('button=Close').click();
    await expect(ad()).not.toExist();
    expect(await browser.execute(() => localStorage.getItem('entryAdClosed'))).toBe('true');

    await browser.refresh();
    await expect(flagLine('true')).toBeDisplayed();
    await clock.tick(1000);
    await expect(ad()).not.toExist();

    await $('a=Show the ad again').click();
    await expect(ad()).toBeDisplayed();
    await expect(flagLine('not set')).toBeDisplayed();
    await clock.restore();
  });

  it('stays away when the flag is already stored', async () => {
    // An init script runs before the page's own scripts: it prepares the storage.
    await browser.addInitScript(() => localStorage.setItem('entryAdClosed', 'true'));
    const clock = await browser.emulate('clock');
    await browser.url('/entryAd');
    await expect(flagLine('true')).toBeDisplayed();
    await clock.tick(1000);
    await expect(ad()).not.toExist();
    await clock.restore();
  });
});
