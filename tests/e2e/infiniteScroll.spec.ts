import type { Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { expect, test } from './fixtures';

// Scrolling is instant (Bootstrap scrolls smoothly only without reduced motion), so a busy machine
// cannot leave the marker short of the viewport while the clock is held.
test.use({ reducedMotion: 'reduce' });

const LOADING = 'Loading more paragraphs…';
const END = 'You reached the end: 60 paragraphs.';

const loadedStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Paragraphs loaded:/ });
const paragraph = (page: Page, n: number) => page.getByText(new RegExp(`^Paragraph ${n}\\. `));
const paragraphs = (page: Page) => page.getByText(/^Paragraph \d+\. /);

/**
 * Scrolls to the bottom and lets the half-second load finish. Script scrolling, not the End key:
 * Chromium may handle a key on its compositor before the paragraphs just added have reached it,
 * and then scrolls to the old bottom, where the reader already is (the keys have their own test).
 */
async function scrollToBottomAndLoad(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText(LOADING)).toBeVisible();
  await page.clock.runFor(500);
  await expect(page.getByText(LOADING)).toBeHidden();
}

test('three paragraphs at load; nothing more loads until the reader scrolls', async ({
  page,
  consoleErrors,
}) => {
  await gotoWithTimeStopped(page, '/infiniteScroll');
  await expect(loadedStatus(page)).toHaveText('Paragraphs loaded: 3');
  await expect(paragraphs(page)).toHaveCount(3);
  for (const n of [1, 2, 3]) {
    // "Paragraph n." then 4 to 7 capitalised sentences, each ending with a full stop.
    await expect(paragraph(page, n)).toHaveText(
      new RegExp(`^Paragraph ${n}\\.( [A-Z][a-z]*( [a-z]+){5,13}\\.){4,7}$`),
    );
  }
  await page.clock.runFor(5000);
  await expect(paragraphs(page)).toHaveCount(3);
  await expect(page.getByText(LOADING)).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('one scroll to the bottom shows the loading text for 500 ms, then 6 paragraphs', async ({
  page,
}) => {
  await gotoWithTimeStopped(page, '/infiniteScroll');
  await page.mouse.move(400, 400);
  await page.mouse.wheel(0, 100_000);
  await expect(page.getByText(LOADING)).toBeVisible();
  await page.clock.runFor(499);
  await expect(loadedStatus(page)).toHaveText('Paragraphs loaded: 3');
  await page.clock.runFor(1);
  await expect(loadedStatus(page)).toHaveText('Paragraphs loaded: 6');
  await expect(paragraph(page, 6)).toBeVisible();
  await expect(page.getByText(LOADING)).toBeHidden();
  // The new paragraphs push the end marker away again: no further load.
  await page.clock.runFor(2000);
  await expect(loadedStatus(page)).toHaveText('Paragraphs loaded: 6');
});

test('with ?seed=1 paragraph 4 is the same on every load; another seed gives another', async ({
  page,
}) => {
  const paragraphFourOf = async (seed: number) => {
    await gotoWithTimeStopped(page, `/infiniteScroll?seed=${seed}`);
    await scrollToBottomAndLoad(page);
    return paragraph(page, 4).textContent();
  };
  const first = await paragraphFourOf(1);
  expect(await paragraphFourOf(1)).toBe(first);
  expect(await paragraphFourOf(2)).not.toBe(first);
});

test('loads three at a time up to 60, then says the end is reached', async ({
  page,
  consoleErrors,
}) => {
  await gotoWithTimeStopped(page, '/infiniteScroll');
  for (let loaded = 6; loaded <= 60; loaded += 3) {
    await scrollToBottomAndLoad(page);
    await expect(loadedStatus(page)).toHaveText(`Paragraphs loaded: ${loaded}`);
  }
  await expect(paragraphs(page)).toHaveCount(60);
  await expect(page.getByText(END, { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.clock.runFor(2000);
  await expect(page.getByText(LOADING)).toBeHidden();
  await expect(loadedStatus(page)).toHaveText('Paragraphs loaded: 60');
  expect(consoleErrors).toEqual([]);
});

test('Page Down and Space scroll the page as the wheel does', async ({ page }) => {
  for (const key of ['PageDown', 'Space']) {
    await gotoWithTimeStopped(page, '/infiniteScroll');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A key that reaches Chromium before the page's first layout has settled may scroll nothing:
    // press again until it scrolls (a page the keys could not scroll fails all the same).
    await expect(async () => {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }).toPass();
  }
});

test('leaving the page while paragraphs load leaves no error behind', async ({
  page,
  consoleErrors,
}) => {
  await gotoWithTimeStopped(page, '/infiniteScroll');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText(LOADING)).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.clock.runFor(1000);
  await expect(page).toHaveURL('/');
  expect(consoleErrors).toEqual([]);
});
