// Video: a <video> has no buttons in the page to click, so test it through its own properties.
import { expect, test } from '@playwright/test';

test('the video waits to be started, then plays and loops', async ({ page }) => {
  await page.goto('/video');
  const video = page.getByLabel(/^Sample video/);
  await expect(video).toHaveJSProperty('paused', true);
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveJSProperty('controls', true);

  // A click on the picture starts it, as it would for a user.
  await video.click();
  await expect(video).toHaveJSProperty('paused', false);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);

  // Jump to just before the end: a looping video starts over instead of ending.
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 0.3));
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5000 })
    .toBeLessThan(1);
  await expect(video).toHaveJSProperty('ended', false);
});
