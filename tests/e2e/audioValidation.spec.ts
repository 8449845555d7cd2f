import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

function player(page: Page, name: 'Sample A' | 'Sample B') {
  const region = page.getByRole('region', { name });
  return {
    region,
    play: region.getByRole('button', { name: 'Play', exact: true }),
    pause: region.getByRole('button', { name: 'Pause', exact: true }),
    bar: region.getByRole('slider', { name: `${name} progress` }),
    audio: region.locator('audio'),
  };
}

const audioState = (audio: Locator) =>
  audio.evaluate((a: HTMLAudioElement) => ({
    paused: a.paused,
    time: a.currentTime,
    duration: a.duration,
  }));

/** Clicks the bar at a fraction of its width. */
async function clickAt(bar: Locator, fraction: number) {
  const box = (await bar.boundingBox())!;
  await bar.click({ position: { x: box.width * fraction, y: box.height / 2 } });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/audioValidation');
  for (const name of ['Sample A', 'Sample B'] as const) {
    await expect
      .poll(() => player(page, name).audio.evaluate((a: HTMLAudioElement) => a.duration))
      .toBeGreaterThan(2);
  }
});

test('two players, each stopped with a green Play button and an empty bar', async ({
  page,
  consoleErrors,
}) => {
  for (const name of ['Sample A', 'Sample B'] as const) {
    const p = player(page, name);
    await expect(p.play).toHaveClass(/btn-success/);
    await expect(p.bar).toHaveAttribute('aria-valuenow', '0');
    await expect(p.audio).not.toHaveAttribute('autoplay');
  }
  // The two samples are different recordings.
  const sources = await page
    .locator('audio')
    .evaluateAll((all) => all.map((a) => (a as HTMLAudioElement).currentSrc));
  expect(new Set(sources).size).toBe(2);
  expect(consoleErrors).toEqual([]);
});

test('Play turns into a red Pause while playing; Pause keeps the position', async ({
  page,
  consoleErrors,
}) => {
  const a = player(page, 'Sample A');
  const b = player(page, 'Sample B');
  await a.play.click();
  await expect(a.pause).toHaveClass(/btn-danger/);
  await expect(b.play).toBeVisible();
  await expect
    .poll(async () => Number(await a.bar.getAttribute('aria-valuenow')))
    .toBeGreaterThan(0);
  expect((await audioState(a.audio)).paused).toBe(false);

  await a.pause.click();
  await expect(a.play).toHaveClass(/btn-success/);
  const paused = await audioState(a.audio);
  expect(paused.paused).toBe(true);
  expect(paused.time).toBeGreaterThan(0);
  expect(Number(await a.bar.getAttribute('aria-valuenow'))).toBe(
    Math.round((paused.time / paused.duration) * 100),
  );
  expect(consoleErrors).toEqual([]);
});

test('clicking the bar seeks to the clicked fraction', async ({ page, consoleErrors }) => {
  const b = player(page, 'Sample B');
  await clickAt(b.bar, 0.5);
  await expect(b.bar).toHaveAttribute('aria-valuenow', '50');
  let state = await audioState(b.audio);
  expect(state.time / state.duration).toBeCloseTo(0.5, 1);

  await clickAt(b.bar, 0.25);
  await expect(b.bar).toHaveAttribute('aria-valuenow', '25');
  state = await audioState(b.audio);
  expect(state.time / state.duration).toBeCloseTo(0.25, 1);
  expect(state.paused).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('the bar is a slider operable by keyboard', async ({ page, consoleErrors }) => {
  const a = player(page, 'Sample A');
  await a.bar.focus();
  await page.keyboard.press('ArrowRight');
  await expect(a.bar).toHaveAttribute('aria-valuenow', '5');
  await page.keyboard.press('PageUp');
  await expect(a.bar).toHaveAttribute('aria-valuenow', '15');
  await page.keyboard.press('ArrowLeft');
  await expect(a.bar).toHaveAttribute('aria-valuenow', '10');
  const state = await audioState(a.audio);
  expect(state.time / state.duration).toBeCloseTo(0.1, 2);
  await page.keyboard.press('Home');
  await expect(a.bar).toHaveAttribute('aria-valuenow', '0');
  expect(consoleErrors).toEqual([]);
});

test('playback resets to the start at the end', async ({ page, consoleErrors }) => {
  const a = player(page, 'Sample A');
  await clickAt(a.bar, 0.9);
  await a.play.click();
  await expect(a.pause).toBeVisible();
  await expect(a.play).toBeVisible({ timeout: 5000 });
  await expect(a.bar).toHaveAttribute('aria-valuenow', '0');
  expect(await audioState(a.audio)).toMatchObject({ paused: true, time: 0 });
  expect(consoleErrors).toEqual([]);
});
