// Camera: launch the browser with a fake camera, grant the permission, and check the live picture.
import { test as base, expect } from '@playwright/test';

// Keep the configured launch options and add Chromium's fake camera (a moving test pattern).
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream'];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
});
// Allow the camera without the browser's permission prompt.
test.use({ permissions: ['camera'] });

test('turns the camera on and off', async ({ page }) => {
  await page.goto('/cameraPage');
  await expect(page.getByText('Camera is currently off')).toBeVisible();

  await page.getByRole('button', { name: 'Turn On Camera' }).click();
  const picture = page.getByLabel('Live camera picture');
  await expect(picture).toBeVisible();
  // The picture is live once the video knows its frame size and is playing.
  await expect
    .poll(() => picture.evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  await expect(picture).toHaveJSProperty('paused', false);

  await page.getByRole('button', { name: 'Turn Off Camera' }).click();
  await expect(picture).toHaveCount(0);
  await expect(page.getByText('Camera is currently off')).toBeVisible();
});
