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
  // The built HTML shows the placeholder before the app runs (it starts after the first paint):
  // the app has taken over, and its placeholder's timer runs, once the footer shows the year.
  await page
    .getByRole('contentinfo')
    .filter({ hasText: String(start.getFullYear()) })
    .waitFor();
  await page.getByText('Loading…').waitFor();
  await page.clock.runFor(REACT_FALLBACK_THROTTLE_MS);
  await page.getByText('Loading…').waitFor({ state: 'detached' });
}
