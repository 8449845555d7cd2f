import { expect, type Page } from '@playwright/test';

/** The moment a page's time is held at: a Monday morning. */
export const HELD_AT = new Date('2026-01-05T09:00:01Z');

/**
 * Fakes the page's timers and holds its time still at HELD_AT from the first script of every
 * document it loads from now on, as a tester holding the clock does (`page.clock` replays this
 * on each navigation). Time then moves only by `page.clock.runFor(ms)`.
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date(HELD_AT.getTime() - 1000) });
  await page.clock.pauseAt(HELD_AT);
}

/**
 * The page's body has replaced its loading placeholder, with time held still: the app has taken
 * over (the footer shows the held year) and the body is in. Nothing runs the clock for it.
 */
export async function expectPageShown(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo')).toContainText(String(HELD_AT.getFullYear()));
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
}

/**
 * Opens `path` with time held still (holdClock) and waits for its body, which comes without the
 * clock moving (tests/e2e/heldClock.spec.ts checks that of every page). From then on a test
 * advances countdowns and holds exactly with `page.clock.runFor(ms)`.
 */
export async function gotoWithTimeStopped(page: Page, path: string): Promise<void> {
  await holdClock(page);
  await page.goto(path);
  await expectPageShown(page);
}

/** Reloads a page opened with gotoWithTimeStopped, time still held, and waits for its body. */
export async function reloadWithTimeStopped(page: Page): Promise<void> {
  await page.reload();
  await expectPageShown(page);
}
