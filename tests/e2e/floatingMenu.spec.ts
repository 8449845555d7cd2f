import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SECTIONS = ['Home', 'News', 'Contact', 'About'];
const menu = (page: Page) => page.getByRole('navigation', { name: 'Floating menu' });
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The menu is wholly inside the viewport, stuck to its top once the page scrolled past it. */
async function expectMenuInView(page: Page) {
  await expect(menu(page)).toBeInViewport({ ratio: 1 });
}

/** Resolves once a (smooth) scroll has ended: scrollY unchanged over five animation frames. */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

test('the menu stays in view at every scroll position, down to the bottom', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/floatingMenu?seed=1');
  await expectMenuInView(page);
  // At first the menu sits in the page, under the frame's title; it sticks once scrolled to.
  expect((await menu(page).boundingBox())!.y).toBeGreaterThan(0);
  const { height } = page.viewportSize()!;
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, height);
    await expectMenuInView(page);
  }
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3 * height);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expectMenuInView(page);
  expect((await menu(page).boundingBox())!.y).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('"About" sets the hash and brings its heading into view below the menu', async ({ page }) => {
  await page.goto('/floatingMenu');
  await menu(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/floatingMenu#about$/);
  const heading = page.getByRole('heading', { name: 'About' });
  await expect(heading).toBeInViewport({ ratio: 1 });
  await scrollSettled(page);
  // The section's top lands just below the stuck menu, which covers none of its heading.
  const menuBox = (await menu(page).boundingBox())!;
  expect(menuBox.y).toBe(0);
  const headingTop = (await heading.boundingBox())!.y;
  expect(headingTop).toBeGreaterThanOrEqual(menuBox.height);
  expect(headingTop).toBeLessThan(menuBox.height + 40);
  await expectMenuInView(page);
});

test('each link works from the keyboard too', async ({ page }) => {
  // Instant scrolling (Bootstrap scrolls smoothly only without reduced motion): this checks keys.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/floatingMenu');
  for (const name of ['News', 'Contact', 'Home']) {
    await menu(page).getByRole('link', { name }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${name.toLowerCase()}$`));
    await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
});

test('four sections, each a viewport high with three generated paragraphs', async ({ page }) => {
  await page.goto('/floatingMenu');
  const { height } = page.viewportSize()!;
  for (const name of SECTIONS) {
    await expect(section(page, name)).toHaveAttribute('id', name.toLowerCase());
    expect((await section(page, name).boundingBox())!.height).toBeGreaterThanOrEqual(height);
    const paragraphs = section(page, name).getByRole('paragraph');
    await expect(paragraphs).toHaveCount(3);
    for (const text of await paragraphs.allTextContents()) {
      expect(text).toMatch(/^([A-Z][a-z]*( [a-z]+){5,13}\.)( [A-Z][a-z]*( [a-z]+){5,13}\.){3,6}$/);
    }
  }
});

test('the same seed gives the same paragraphs on every load', async ({ page }) => {
  const paragraphs = () => page.getByRole('main').getByRole('paragraph');
  // The frame's own paragraph shows before the page does: wait for the last section's three.
  const loaded = () => expect(section(page, 'About').getByRole('paragraph')).toHaveCount(3);
  await page.goto('/floatingMenu?seed=9');
  await loaded();
  const first = await paragraphs().allTextContents();
  await page.reload();
  await loaded();
  expect(await paragraphs().allTextContents()).toEqual(first);
});
