// Audio: drive a custom player through its buttons and slider, and read the <audio> element's state.
import { expect, test, type Locator } from '@playwright/test';

/** Reads what the audio element itself says: the buttons only show what the page thinks. */
const audioState = (audio: Locator) =>
  audio.evaluate((a: HTMLAudioElement) => ({ paused: a.paused, time: a.currentTime }));

test('plays and pauses Sample A', async ({ page }) => {
  await page.goto('/audioValidation');
  // Each player is a region named by its heading.
  const player = page.getByRole('region', { name: 'Sample A' });
  const progress = player.getByRole('slider', { name: 'Sample A progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  // The bar moves while the sound plays.
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
    .toBeGreaterThan(0);

  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
  const state = await audioState(player.locator('audio'));
  expect(state.paused).toBe(true);
  expect(state.time).toBeGreaterThan(0);
});

test('clicking the middle of the bar seeks to half way', async ({ page }) => {
  await page.goto('/audioValidation');
  const player = page.getByRole('region', { name: 'Sample B' });
  const audio = player.locator('audio');
  // Seeking needs the length of the recording: wait until the browser has read it.
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(0);

  await player.getByRole('slider', { name: 'Sample B progress' }).click();
  await expect(player.getByRole('slider')).toHaveAttribute('aria-valuenow', '50');
  const half = await audio.evaluate((a: HTMLAudioElement) => a.currentTime / a.duration);
  expect(half).toBeCloseTo(0.5, 1);
});
