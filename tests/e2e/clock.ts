import type { Page } from '@playwright/test';

// React shows a lazily loaded page no sooner than 300 ms after its loading fallback appeared,
// with a timer, so with time held still the page only appears once the clock runs that long.
const REACT_FALLBACK_THROTTLE_MS = 300;

/**
 * Opens `path` with the page's timers faked and time held still from the first script on, and
 * runs the clock just long enough for the page to appear. From then on a test advances
 * countdowns and holds exactly with `page.clock.runFor(ms)`.
 */
export async function gotoWithTimeStopped(page: Page, path: string): Promise<void> {
  const start = new Date('2026-01-05T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(path);
  await showPage(page, start.getFullYear());
}

/** Reloads a page opened with gotoWithTimeStopped, time still held, and lets it appear again. */
export async function reloadWithTimeStopped(page: Page): Promise<void> {
  const year = await page.evaluate(() => new Date().getFullYear());
  await page.reload();
  await showPage(page, year);
}

/**
 * Runs the clock just long enough for the page to appear, once the app has taken over: the built
 * HTML shows the placeholder before the app runs (it starts after the first paint), and the
 * placeholder's timer runs once the footer shows the year. Running the clock before that (a
 * reload returns at the load event, often before the app's start) would leave the page loading.
 */
async function showPage(page: Page, year: number): Promise<void> {
  await page
    .getByRole('contentinfo')
    .filter({ hasText: String(year) })
    .waitFor();
  await page.getByText('Loading…').waitFor();
  await page.clock.runFor(REACT_FALLBACK_THROTTLE_MS);
  await page.getByText('Loading…').waitFor({ state: 'detached' });
}
