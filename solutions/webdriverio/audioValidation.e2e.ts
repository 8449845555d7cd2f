// Audio: drive a custom player through its buttons and slider, and read the <audio> element's state.
import { $, browser, expect } from '@wdio/globals';

// Each player is a section labelled by its heading.
const player = (name: string) => $(`//section[.//h2[normalize-space()="${name}"]]`);

describe('Audio', () => {
  it('plays and pauses Sample A', async () => {
    await browser.url('/audioValidation');
    const sampleA = player('Sample A');
    const progress = sampleA.$('[role="slider"]');
    await expect(progress).toHaveAttribute('aria-valuenow', '0');

    await sampleA.$('button=Play').click();
    await expect(sampleA.$('button=Pause')).toBeDisplayed();
    // The bar moves while the sound plays.
    await browser.waitUntil(async () => Number(await progress.getAttribute('aria-valuenow')) > 0);

    await sampleA.$('button=Pause').click();
    await expect(sampleA.$('button=Play')).toBeDisplayed();
    // The buttons only show what the page thinks: ask the <audio> element itself.
    const audio = sampleA.$('audio');
    expect(await audio.getProperty('paused')).toBe(true);
    expect(await audio.getProperty('currentTime')).toBeGreaterThan(0);
  });

  it('seeks to half way on a click in the middle of the bar', async () => {
    await browser.url('/audioValidation');
    const sampleB = player('Sample B');
    const audio = sampleB.$('audio');
    // Seeking needs the length of the recording: wait until the browser has read it.
    await browser.waitUntil(async () => Number(await audio.getProperty('duration')) > 0);

    // click() without offsets clicks the element's centre.
    await sampleB.$('[role="slider"]').click();
    await expect(sampleB.$('[role="slider"]')).toHaveAttribute('aria-valuenow', '50');
    const time = Number(await audio.getProperty('currentTime'));
    expect(time / Number(await audio.getProperty('duration'))).toBeCloseTo(0.5, 1);
  });
});
