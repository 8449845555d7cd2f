// Video: a <video> has no buttons in the page to click, so test it through its own properties.
import { $, browser, expect } from '@wdio/globals';

const currentTime = (video: HTMLElement) => (video as HTMLVideoElement).currentTime;

describe('Video', () => {
  it('the video waits to be started, then plays and loops', async () => {
    await browser.url('/video');
    const video = await $('video[aria-label^="Sample video"]');
    // getProperty reads the element's DOM property, not its HTML attribute.
    expect(await video.getProperty('paused')).toBe(true);
    expect(await video.getProperty('loop')).toBe(true);
    expect(await video.getProperty('controls')).toBe(true);

    // A click on the picture starts it, as it would for a user (Chrome refuses a script's play()).
    await video.click();
    await browser.waitUntil(async () => (await browser.execute(currentTime, video)) > 0, {
      timeoutMsg: 'the video did not start playing',
    });

    // Jump to just before the end: a looping video starts over instead of ending.
    await browser.execute((element) => {
      const v = element as HTMLVideoElement;
      v.currentTime = v.duration - 0.3;
    }, video);
    await browser.waitUntil(async () => (await browser.execute(currentTime, video)) < 1, {
      timeoutMsg: 'the video did not start over',
    });
    expect(await video.getProperty('ended')).toBe(false);
    expect(await video.getProperty('paused')).toBe(false);
  });
});
