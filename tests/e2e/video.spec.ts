import { expect, test } from './fixtures';

test('a looping video with controls, at most 600 px wide, that does not start by itself', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/video');
  const video = page.getByLabel(/^Sample video/);
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveJSProperty('controls', true);
  await expect(video).toHaveJSProperty('autoplay', false);
  await expect(video).toHaveAttribute('poster', /\.jpg$/);
  expect((await video.boundingBox())!.width).toBe(600);
  await expect(video).toHaveJSProperty('paused', true);
  expect(consoleErrors).toEqual([]);
});

test('the video plays, and starts again from the beginning at its end', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/video');
  const video = page.getByLabel(/^Sample video/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeCloseTo(6, 0);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
    640, 360,
  ]);

  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 0.5;
    return v.play();
  });
  // Looping: playback wraps to the start instead of ending.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5000 })
    .toBeLessThan(1);
  await expect(video).toHaveJSProperty('ended', false);
  await expect(video).toHaveJSProperty('paused', false);
  expect(consoleErrors).toEqual([]);
});

test('narrow windows shrink the video to fit', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/video');
  const width = (await page.getByLabel(/^Sample video/).boundingBox())!.width;
  expect(width).toBeLessThan(400);
});

test('the video comes as H.264 MP4 and, for browsers without H.264, as WebM', async ({ page }) => {
  await page.goto('/video');
  const video = page.getByLabel(/^Sample video/);
  const sources = video.locator('source');
  await expect(sources).toHaveCount(2);
  await expect(sources.first()).toHaveAttribute('type', 'video/mp4');
  await expect(sources.last()).toHaveAttribute('type', 'video/webm');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
    .toMatch(/\/media\/sample-video\.(mp4|webm)$/);
  // Whichever this browser picked, the WebM one must also be a playable 6-second video.
  const webm = await page.evaluate(
    (src) =>
      new Promise<number[]>((resolve, reject) => {
        const probe = document.createElement('video');
        probe.preload = 'metadata';
        probe.onloadedmetadata = () => resolve([probe.duration, probe.videoWidth]);
        probe.onerror = () => reject(new Error(`cannot load ${src}`));
        probe.src = src;
      }),
    (await sources.last().getAttribute('src'))!,
  );
  expect(webm[0]).toBeCloseTo(6, 0);
  expect(webm[1]).toBe(640);
});
