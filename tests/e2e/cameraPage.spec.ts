import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Chromium's fake camera (a moving test pattern), with the project's own launch options. The
// camera permission comes from the browser context: granted, or not (then it is denied).
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream'];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
});

/** Keeps every stream the page opens, so a test can see whether its tracks were stopped. */
async function watchStreams(page: Page) {
  await page.addInitScript(() => {
    const opened: MediaStream[] = [];
    Object.assign(window, { openedStreams: opened });
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      opened.push(stream);
      return stream;
    };
  });
}

/** readyState of every track of every stream opened so far. */
const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams.flatMap((s) =>
      s.getTracks().map((t) => t.readyState),
    ),
  );

const offText = (page: Page) => page.getByText('Camera is currently off', { exact: true });
const cameraVideo = (page: Page) => page.getByLabel('Live camera picture');

test.describe('with a camera the user allows', () => {
  test.use({ permissions: ['camera'] });

  test.beforeEach(async ({ page }) => {
    await watchStreams(page);
    await page.goto('/cameraPage');
  });

  test('starts off; turning on shows the live picture, turning off stops every track', async ({
    page,
    consoleErrors,
  }) => {
    await expect(offText(page)).toBeVisible();
    await expect(cameraVideo(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Turn On Camera' }).click();
    await expect(page.getByRole('button', { name: 'Turn Off Camera' })).toBeVisible();
    await expect(cameraVideo(page)).toBeVisible();
    await expect(offText(page)).toHaveCount(0);
    await expect
      .poll(() => cameraVideo(page).evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBeGreaterThan(0);
    await expect(cameraVideo(page)).toHaveJSProperty('paused', false);
    expect(await trackStates(page)).toEqual(['live']);

    await page.getByRole('button', { name: 'Turn Off Camera' }).click();
    await expect(page.getByRole('button', { name: 'Turn On Camera' })).toBeVisible();
    await expect(cameraVideo(page)).toHaveCount(0);
    await expect(offText(page)).toBeVisible();
    expect(await trackStates(page)).toEqual(['ended']);

    // On again opens a new stream.
    await page.getByRole('button', { name: 'Turn On Camera' }).click();
    await expect(cameraVideo(page)).toBeVisible();
    expect(await trackStates(page)).toEqual(['ended', 'live']);
    expect(consoleErrors).toEqual([]);
  });

  test('leaving the page stops the camera', async ({ page, consoleErrors }) => {
    await page.getByRole('button', { name: 'Turn On Camera' }).click();
    await expect(cameraVideo(page)).toBeVisible();
    expect(await trackStates(page)).toEqual(['live']);
    // In-app navigation: the same document, so the opened streams are still inspectable.
    await page.getByRole('link', { name: 'Automation Playground' }).first().click();
    await expect(page).toHaveURL('/');
    // The URL changes first; the camera page's clean-up runs once home has replaced it.
    await expect.poll(() => trackStates(page)).toEqual(['ended']);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('when camera access is denied', () => {
  // The fake camera exists, but the context has no camera permission.
  test.use({ permissions: [] });

  test('stays off and shows the reason; a later success clears it', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto('/cameraPage');
    await page.getByRole('button', { name: 'Turn On Camera' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Error accessing camera: .+/);
    await expect(page.getByRole('alert')).toHaveText('Error accessing camera: Permission denied');
    await expect(page.getByRole('button', { name: 'Turn On Camera' })).toBeEnabled();
    await expect(cameraVideo(page)).toHaveCount(0);
    await expect(offText(page)).toHaveCount(0);

    await context.grantPermissions(['camera']);
    await page.getByRole('button', { name: 'Turn On Camera' }).click();
    await expect(page.getByRole('button', { name: 'Turn Off Camera' })).toBeVisible();
    await expect(cameraVideo(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
