// Camera: start a full Chrome with a fake camera that needs no permission prompt, and check the live picture.
import { $, browser, expect } from '@wdio/globals';
import { chromeCapabilities } from './support/chrome.ts';

// Functions, so each check finds the element anew: the page swaps them as the camera turns on/off.
const offText = () => $('p=Camera is currently off');
const picture = () => $('aria/Live camera picture');

describe('Camera', () => {
  before(async () => {
    // The fake camera (a moving test pattern) is the full Chromium's, not the headless shell's;
    // the fake UI accepts the permission prompt.
    await browser.reloadSession(
      chromeCapabilities({
        fullBrowser: true,
        args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
      }),
    );
  });

  it('turns the camera on and off', async () => {
    await browser.url('/cameraPage');
    await expect(offText()).toBeDisplayed();

    await $('button=Turn On Camera').click();
    await expect(picture()).toBeDisplayed();
    // The picture is live once the video knows its frame size and is playing.
    await browser.waitUntil(
      async () =>
        Number(await picture().getProperty('videoWidth')) > 0 &&
        (await picture().getProperty('paused')) === false,
      { timeoutMsg: 'the video never played a frame' },
    );

    await $('button=Turn Off Camera').click();
    await expect(picture()).not.toExist();
    await expect(offText()).toBeDisplayed();
  });
});
