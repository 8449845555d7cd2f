// Microphone: launch the browser with a fake microphone, grant the permission, record and download.
import { readFile } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';

// Keep the configured launch options and add Chromium's fake microphone (a beeping tone).
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream'];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
});
// Allow the microphone without the browser's permission prompt.
test.use({ permissions: ['microphone'] });

test('records, plays and downloads a recording', async ({ page }) => {
  await page.goto('/audioInput');
  await expect(page.getByText('No recordings yet.')).toBeVisible();

  const toggle = page.getByTestId('record-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveText('Stop Recording');
  // Let the fake microphone record half a second of its tone, by the page's own time: a recording
  // stopped at once may be too short to be seen playing.
  const started = await page.evaluate(() => performance.now());
  await page.waitForFunction((from) => performance.now() - from >= 500, started);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await expect(page.getByText('Recording 1', { exact: true })).toBeVisible();
  await expect(page.getByText('No recordings yet.')).toHaveCount(0);

  // The newest recording is item 0.
  await page.getByTestId('playpause-0').click();
  await expect(page.getByRole('button', { name: 'Pause Recording 1' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-0').click(),
  ]);
  expect(download.suggestedFilename()).toBe('Recording 1.webm');
  const bytes = await readFile((await download.path())!);
  // A non-empty WebM file starts with the EBML magic number 1A 45 DF A3.
  expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
});
