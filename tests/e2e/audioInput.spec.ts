import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Chromium's fake microphone (a beeping tone), with the project's own launch options. The
// microphone permission comes from the browser context: granted, or not (then it is denied).
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream'];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
});

const NOT_SUPPORTED = 'Microphone not supported by this browser.';
const NO_ACCESS = 'Could not access microphone. Please check permissions.';

/**
 * Keeps every stream the page opens and every media element it plays (with its position when
 * play() was called), so a test can see whether tracks were stopped and playback ended.
 */
async function watchMedia(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    const played: { element: HTMLMediaElement; from: number }[] = [];
    Object.assign(window, { openedStreams: streams, playedMedia: played });
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push({ element: this, from: this.currentTime });
      return play.call(this);
    };
  });
}

interface Watched {
  openedStreams: MediaStream[];
  playedMedia: { element: HTMLMediaElement; from: number }[];
}

const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as Watched).openedStreams.flatMap((s) =>
      s.getTracks().map((t) => `${t.kind} ${t.readyState}`),
    ),
  );

/** Whether each play() call's element is paused now, and where it started from. */
const plays = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as Watched).playedMedia.map((p) => ({
      from: p.from,
      paused: p.element.paused,
    })),
  );

const toggle = (page: Page) => page.getByTestId('record-toggle');

/**
 * Records for about `ms` of real time: the recording's length is the thing made here, so the test
 * waits for the page's clock to pass it rather than for an event.
 */
async function record(page: Page, ms = 300) {
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  const start = await page.evaluate(() => performance.now());
  await page.waitForFunction(({ from, length }) => performance.now() - from >= length, {
    from: start,
    length: ms,
  });
  const count = await page.getByRole('listitem').count();
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(count + 1);
}

/** The name shown in each list item, top to bottom. */
const names = (page: Page) => page.getByRole('list').last().getByRole('listitem').locator('span');

test.describe('with a microphone the user allows', () => {
  test.use({ permissions: ['microphone'] });

  test.beforeEach(async ({ page }) => {
    await watchMedia(page);
    await page.goto('/audioInput');
  });

  test('Start and Stop add recordings, newest first, numbered once each; the microphone is released', async ({
    page,
    consoleErrors,
  }) => {
    await expect(
      page.getByText('Record from the microphone and play the recordings back.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recordings' })).toBeVisible();
    await expect(page.getByText('No recordings yet.', { exact: true })).toBeVisible();
    await expect(toggle(page)).toHaveText('Start Recording');
    await expect(toggle(page)).toHaveAccessibleName('Start recording');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle(page)).toHaveClass(/btn-success/);

    // Keyboard: Space on the focused toggle starts recording.
    await toggle(page).focus();
    await page.keyboard.press('Space');
    await expect(toggle(page)).toHaveText('Stop Recording');
    await expect(toggle(page)).toHaveAccessibleName('Stop recording');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(page)).toHaveClass(/btn-danger/);
    expect(await trackStates(page)).toEqual(['audio live']);
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveText('Start Recording');
    await expect(names(page)).toHaveText(['Recording 1']);
    await expect(page.getByText('No recordings yet.')).toHaveCount(0);
    expect(await trackStates(page)).toEqual(['audio ended']);

    await record(page);
    await expect(names(page)).toHaveText(['Recording 2', 'Recording 1']);
    // {i} is the current position, from 0 at the top.
    await expect(page.getByTestId('playpause-0')).toHaveAccessibleName('Play Recording 2');
    await expect(page.getByTestId('playpause-0')).toHaveText('Play');
    await expect(page.getByTestId('playpause-1')).toHaveAccessibleName('Play Recording 1');
    await expect(page.getByTestId('download-1')).toHaveText('Download');
    await expect(page.getByTestId('download-1')).toHaveAttribute('download', 'Recording 1.webm');
    await expect(page.getByTestId('remove-0')).toHaveAccessibleName('Remove Recording 2');
    await expect(page.getByTestId('remove-1')).toHaveText('Remove');

    await page.getByRole('button', { name: 'Remove Recording 2' }).click();
    await expect(names(page)).toHaveText(['Recording 1']);
    await expect(page.getByTestId('remove-0')).toHaveAccessibleName('Remove Recording 1');
    await record(page);
    await expect(names(page)).toHaveText(['Recording 3', 'Recording 1']);
    await page.getByRole('button', { name: 'Remove Recording 3' }).click();
    await page.getByRole('button', { name: 'Remove Recording 1' }).click();
    await expect(page.getByText('No recordings yet.', { exact: true })).toBeVisible();
    expect(await trackStates(page)).toEqual(['audio ended', 'audio ended', 'audio ended']);
    expect(consoleErrors).toEqual([]);
  });

  test('Download saves "Recording 1.webm", a non-empty WebM file', async ({ page }) => {
    await record(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-0').click(),
    ]);
    expect(download.suggestedFilename()).toBe('Recording 1.webm');
    const bytes = await readFile((await download.path())!);
    expect(bytes.length).toBeGreaterThan(100);
    // The EBML magic number every WebM file starts with.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  test('one recording plays at a time, from the start; Pause, the end and Remove stop it', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    await record(page, 1500);
    await record(page, 1500);
    const play = (n: number) => page.getByRole('button', { name: `Play Recording ${n}` });
    const pause = (n: number) => page.getByRole('button', { name: `Pause Recording ${n}` });

    await play(1).click();
    await expect(pause(1)).toHaveText('Pause');
    await expect(pause(1)).toHaveClass(/btn-danger/);
    await expect.poll(() => plays(page)).toEqual([{ from: 0, paused: false }]);

    // Playing Recording 2 stops Recording 1.
    await play(2).click();
    await expect(pause(2)).toBeVisible();
    await expect(play(1)).toHaveText('Play');
    await expect
      .poll(() => plays(page))
      .toEqual([
        { from: 0, paused: true },
        { from: 0, paused: false },
      ]);

    // Pause, then Play again starts from the beginning.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as Watched).playedMedia[1]!.element.currentTime),
      )
      .toBeGreaterThan(0.2);
    await pause(2).click();
    await expect(play(2)).toBeVisible();
    expect((await plays(page))[1]!.paused).toBe(true);
    await play(2).click();
    await expect(pause(2)).toBeVisible();
    expect((await plays(page))[2]).toEqual({ from: 0, paused: false });

    // The end of the recording turns the button back to Play.
    await expect(play(2)).toBeVisible({ timeout: 10_000 });
    expect((await plays(page))[2]!.paused).toBe(true);

    // Remove while playing stops it.
    await play(1).click();
    await expect(pause(1)).toBeVisible();
    await page.getByRole('button', { name: 'Remove Recording 1' }).click();
    await expect(names(page)).toHaveText(['Recording 2']);
    expect((await plays(page))[3]).toEqual({ from: 0, paused: true });
    expect(consoleErrors).toEqual([]);
  });

  test('leaving the page releases the microphone and stops playback', async ({
    page,
    consoleErrors,
  }) => {
    await record(page, 1500);
    await page.getByRole('button', { name: 'Play Recording 1' }).click();
    await expect(page.getByRole('button', { name: 'Pause Recording 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Start recording' }).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await trackStates(page)).toEqual(['audio ended', 'audio live']);
    expect((await plays(page))[0]!.paused).toBe(false);

    // In-app navigation: the same document, so the watched streams and players stay inspectable.
    await page.getByRole('link', { name: 'Automation Playground' }).first().click();
    await expect(page).toHaveURL('/');
    // The page unmounts once home has rendered (its chunk may still be loading when the URL changes).
    await expect.poll(() => trackStates(page)).toEqual(['audio ended', 'audio ended']);
    await expect.poll(async () => (await plays(page))[0]!.paused).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('errors', () => {
  test('a browser without the microphone API: "not supported"', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'mediaDevices');
    });
    await page.goto('/audioInput');
    await page.getByRole('button', { name: 'Start recording' }).click();
    await expect(page.getByRole('alert')).toHaveText(NOT_SUPPORTED);
    await expect(page.getByRole('alert')).toHaveClass(/alert-danger/);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('No recordings yet.')).toBeVisible();
  });

  test.describe('permission refused', () => {
    // The fake microphone exists, but the context has no microphone permission.
    test.use({ permissions: [] });

    test('shows the refusal; granting it later lets Start record and clears the alert', async ({
      page,
      context,
    }) => {
      await page.goto('/audioInput');
      await page.getByRole('button', { name: 'Start recording' }).click();
      await expect(page.getByRole('alert')).toHaveText(NO_ACCESS);
      await expect(page.getByRole('alert')).toHaveClass(/alert-danger/);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle(page)).toBeEnabled();

      await context.grantPermissions(['microphone']);
      await page.getByRole('button', { name: 'Start recording' }).click();
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });

  test.describe('device failure', () => {
    test.use({ permissions: ['microphone'] });

    test('a microphone that cannot be opened shows the same message', async ({ page }) => {
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Could not start audio source', 'NotReadableError'));
      });
      await page.goto('/audioInput');
      await page.getByRole('button', { name: 'Start recording' }).click();
      await expect(page.getByRole('alert')).toHaveText(NO_ACCESS);
      await expect(page.getByText('No recordings yet.')).toBeVisible();
    });
  });
});
