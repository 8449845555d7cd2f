// Media Features: emulate user preferences (colour scheme, motion, print) and watch the page adapt. browser.emulate('colorScheme') only patches matchMedia in new pages, so send Chrome's Emulation.setEmulatedMedia with browser.sendCommand.
import { $, browser, expect } from '@wdio/globals';

type MediaFeature = { name: string; value: string };

/** Each call replaces every emulation before it: send all the wanted ones at once. */
const emulateMedia = (media: string, features: MediaFeature[] = []) =>
  browser.sendCommand('Emulation.setEmulatedMedia', { media, features });

// The feature's name is the row header; its value is the cell beside it.
const valueOf = (feature: string) => $(`//table//tr[th[normalize-space()="${feature}"]]/td`);
const changesSeen = () => $('[role="status"]');

describe('Media Features', () => {
  it('dark and reduced motion, emulated while the page is open', async () => {
    await browser.url('/mediaFeatures');
    await expect(changesSeen()).toHaveText('Changes seen: 0');

    // The page follows without a reload.
    await emulateMedia('', [
      { name: 'prefers-color-scheme', value: 'dark' },
      { name: 'prefers-reduced-motion', value: 'reduce' },
    ]);
    await expect(valueOf('prefers-color-scheme')).toHaveText('dark');
    await expect(valueOf('prefers-reduced-motion')).toHaveText('reduce');
    await expect(changesSeen()).toHaveText('Changes seen: 2');

    // Under reduced motion the square has no animation at all, neither running nor paused.
    const square = await $('aria/Spinning square');
    expect(await browser.execute((el) => el.getAnimations().length, square)).toBe(0);
  });

  it('print media shows the print-only line and hides the screen-only one', async () => {
    await browser.url('/mediaFeatures');
    await emulateMedia('print');
    await expect($('p=Print only: this line shows only in print.')).toBeDisplayed();
    await expect($('p=Screen only: this line is hidden in print.')).not.toBeDisplayed();
  });

  it('a browser that prefers more contrast from the first load reads it on load', async () => {
    await emulateMedia('', [{ name: 'prefers-contrast', value: 'more' }]);
    await browser.url('/mediaFeatures');
    await expect(valueOf('prefers-contrast')).toHaveText('more');
    await expect($('p=Contrast: more.')).toBeDisplayed();
  });
});
