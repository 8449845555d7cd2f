// A tester who holds the page's clock still from the first script on (Playwright's
// `clock.install` and `clock.pauseAt` before `goto`; screenshot tools on virtual time do the same)
// sees every listed page's body without moving the clock: nothing of the site waits for a timer
// before the body shows (issue 36). Pages go by home section, a few to a test in one browser page;
// the clock, installed once, holds every document that page loads.
import type { Frame, Page } from '@playwright/test';
import type { Exercise } from '../../src/shared/catalog';
import { groupByCategory, listedInHomeOrder } from '../../src/shared/exerciseList';
import { expectPageShown, HELD_AT, holdClock } from './clock';
import { expect, frame, inRunsOf, test } from './fixtures';

/** Pages per test: a browser page spared for each, and well within a test's time under load. */
const PAGES_PER_TEST = 5;

/** Each home section's pages, in home order, cut into runs of PAGES_PER_TEST: "Media (1/2)". */
const runs = groupByCategory(listedInHomeOrder()).flatMap(({ category, items }) =>
  inRunsOf(PAGES_PER_TEST, items).map((run, i, all) => ({
    name: all.length === 1 ? category : `${category} (${i + 1}/${all.length})`,
    items: run,
  })),
);

/** The loading placeholder has gone from the frame and every iframe in it, however deep. */
async function expectNoPlaceholderInAnyFrame(page: Page) {
  const checked = new Set<Frame>([page.mainFrame()]);
  for (
    let pending = page.frames().filter((f) => !checked.has(f));
    pending.length > 0;
    pending = page.frames().filter((f) => !checked.has(f))
  ) {
    for (const f of pending) {
      await f.waitForLoadState('load');
      await expect(f.getByText('Loading…', { exact: true })).toHaveCount(0);
      checked.add(f);
    }
  }
}

/** The exercise's title and body show, the clock held where it was. */
async function expectBodyShown(page: Page, exercise: Exercise) {
  await expect(frame(page).heading).toHaveText(exercise.title);
  await expectPageShown(page);
  // The body: what main holds between the frame's description and the solutions below it. The
  // solutions show only once the body has rendered.
  await expect(page.getByText('How to automate this page')).toBeVisible();
  expect(
    await page.locator('main > p.lead ~ :not(details.how-to-automate)').count(),
  ).toBeGreaterThan(0);
  await expectNoPlaceholderInAnyFrame(page);
  expect(await page.evaluate(() => Date.now())).toBe(HELD_AT.getTime());
}

test.describe('with the clock held still from before the first script', () => {
  for (const { name, items } of runs) {
    test(`${name}: each page loaded at its address shows its body`, async ({ page }) => {
      test.slow(items.some((e) => e.genericChecks?.slow));
      await holdClock(page);
      for (const exercise of items) {
        await test.step(exercise.path, async () => {
          await page.goto(exercise.path);
          await expectBodyShown(page, exercise);
        });
      }
    });

    test(`${name}: each home card opens its page with its body`, async ({ page }) => {
      test.slow(items.some((e) => e.genericChecks?.slow));
      await holdClock(page);
      await page.goto('/');
      await expectPageShown(page);
      for (const exercise of items) {
        await test.step(exercise.path, async () => {
          // Set in this document: still there after an in-app navigation, gone after a load.
          await page.evaluate(() => Object.assign(window, { beforeTheCard: true }));
          await page.getByRole('link', { name: exercise.title, exact: true }).click();
          await expectBodyShown(page, exercise);
          expect(await page.evaluate(() => 'beforeTheCard' in window)).toBe(!exercise.fullPageLoad);
          await frame(page).logo.click();
          await expect(frame(page).heading).toHaveText('Automation Playground');
        });
      }
    });
  }
});
