import type { Locator, Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { expect, frame, PHONE_VIEWPORT, seriousAxeViolations, test } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Active media features' });

/** The Value cell of a feature's row (its name is the row header). */
const valueOf = (page: Page, feature: string) =>
  table(page)
    .getByRole('row', { name: new RegExp(`^${feature} `) })
    .getByRole('cell');

const card = (page: Page) =>
  page.getByText(/^This card follows prefers-color-scheme/).locator('..');
const square = (page: Page) => page.getByRole('img', { name: 'Spinning square' });
const changes = (page: Page) => page.getByRole('status');
const log = (page: Page) => page.getByRole('list', { name: 'Change log' }).getByRole('listitem');

const style = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

const animationCount = (page: Page) => square(page).evaluate((el) => el.getAnimations().length);

async function expectValues(page: Page, values: string[]) {
  await expect(table(page).getByRole('rowheader')).toHaveText([
    'prefers-color-scheme',
    'prefers-reduced-motion',
    'forced-colors',
    'prefers-contrast',
    'media type',
  ]);
  await expect(table(page).getByRole('cell')).toHaveText(values);
}

/** Marks the document, so that a test can tell it was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

test('reads the defaults on load: light, no preference, screen, and a spinning square', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/mediaFeatures');
  await expect(table(page).getByRole('columnheader')).toHaveText(['Feature', 'Value']);
  await expectValues(page, ['light', 'no-preference', 'none', 'no-preference', 'screen']);
  await expect(card(page)).toContainText('This card follows prefers-color-scheme: light.');
  expect(await style(card(page), 'background-color')).toBe('rgb(255, 255, 255)');
  expect(await style(card(page), 'color')).toBe('rgb(33, 37, 41)');
  expect(await style(card(page), 'border-top-width')).toBe('1px');
  expect(await style(page.getByText('Secondary text'), 'color')).toBe('rgb(108, 117, 125)');
  await expect(page.getByText('Motion: the square spins.')).toBeVisible();
  expect(await animationCount(page)).toBe(1);
  expect(await square(page).evaluate((el) => el.getAnimations()[0]!.playState)).toBe('running');
  expect(
    await square(page).evaluate((el) => el.getAnimations()[0]!.effect!.getTiming().duration),
  ).toBe(2000);
  await expect(page.getByText('Forced colours: none.')).toBeVisible();
  expect(await style(page.getByText('Online', { exact: true }), 'background-color')).toBe(
    'rgb(25, 135, 84)',
  );
  await expect(page.getByText('Contrast: no-preference.')).toBeVisible();
  await expect(page.getByText('Screen only: this line is hidden in print.')).toBeVisible();
  await expect(page.getByText('Print only: this line shows only in print.')).toBeHidden();
  await expect(changes(page)).toHaveText('Changes seen: 0');
  await expect(log(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('dark and reduced motion in one call: two changes, no animation, no reload', async ({
  page,
}) => {
  await page.goto('/mediaFeatures');
  await expect(changes(page)).toHaveText('Changes seen: 0');
  await markDocument(page);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect(valueOf(page, 'prefers-color-scheme')).toHaveText('dark');
  await expect(valueOf(page, 'prefers-reduced-motion')).toHaveText('reduce');
  await expect(changes(page)).toHaveText('Changes seen: 2');
  await expect(log(page)).toHaveText([
    'prefers-color-scheme changed to dark',
    'prefers-reduced-motion changed to reduce',
  ]);
  expect(await animationCount(page)).toBe(0);
  await expect(page.getByText('Motion: the square stands still (reduced motion).')).toBeVisible();
  await expect(card(page)).toContainText('This card follows prefers-color-scheme: dark.');
  expect(await style(card(page), 'background-color')).toBe('rgb(33, 37, 41)');
  expect(await style(card(page), 'color')).toBe('rgb(248, 249, 250)');
  expect(await style(page.getByText('Secondary text'), 'color')).toBe('rgb(108, 117, 125)');

  // Setting what is already in force changes nothing; restoring the default is one change.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: null });
  await expect(changes(page)).toHaveText('Changes seen: 3');
  await expect(log(page)).toHaveText([
    'prefers-color-scheme changed to light',
    'prefers-color-scheme changed to dark',
    'prefers-reduced-motion changed to reduce',
  ]);
  expect(await style(card(page), 'background-color')).toBe('rgb(255, 255, 255)');
  expect(await stillMarked(page)).toBe(true);
});

test('forced colours: the badge loses its green and shows its 2 px border', async ({ page }) => {
  await page.goto('/mediaFeatures');
  const badge = page.getByText('Online', { exact: true });
  await expect(changes(page)).toHaveText('Changes seen: 0');
  await page.emulateMedia({ forcedColors: 'active' });
  await expect(valueOf(page, 'forced-colors')).toHaveText('active');
  await expect(
    page.getByText('Forced colours: active. The badge keeps a 2 px border.'),
  ).toBeVisible();
  expect(await style(badge, 'border-top-width')).toBe('2px');
  expect(await style(badge, 'border-top-color')).not.toBe('rgba(0, 0, 0, 0)');
  expect(await style(badge, 'border-top-color')).toBe(await style(badge, 'color'));
  await expect(changes(page)).toHaveText('Changes seen: 1');
  await page.emulateMedia({ forcedColors: 'none' });
  await expect(page.getByText('Forced colours: none.')).toBeVisible();
  expect(await style(badge, 'border-top-color')).toBe('rgba(0, 0, 0, 0)');
});

test('more contrast: the secondary line takes the text colour and the border grows to 3 px', async ({
  page,
}) => {
  await page.goto('/mediaFeatures');
  await expect(changes(page)).toHaveText('Changes seen: 0');
  await page.emulateMedia({ contrast: 'more' });
  await expect(valueOf(page, 'prefers-contrast')).toHaveText('more');
  await expect(page.getByText('Contrast: more.')).toBeVisible();
  expect(await style(page.getByText('Secondary text'), 'color')).toBe('rgb(33, 37, 41)');
  expect(await style(card(page), 'border-top-width')).toBe('3px');
  await expect(changes(page)).toHaveText('Changes seen: 1');
});

test('media print: the print-only line shows and the screen-only line hides', async ({ page }) => {
  await page.goto('/mediaFeatures');
  await expect(changes(page)).toHaveText('Changes seen: 0');
  await page.emulateMedia({ media: 'print' });
  await expect(valueOf(page, 'media type')).toHaveText('print');
  await expect(page.getByText('Print only: this line shows only in print.')).toBeVisible();
  await expect(page.getByText('Screen only: this line is hidden in print.')).toBeHidden();
  await expect(log(page)).toHaveText(['media type changed to print']);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText('Screen only: this line is hidden in print.')).toBeVisible();
  await expect(changes(page)).toHaveText('Changes seen: 2');
});

test('the change log keeps the 20 newest lines', async ({ page }) => {
  await page.goto('/mediaFeatures');
  await expect(changes(page)).toHaveText('Changes seen: 0');
  for (let i = 0; i < 11; i += 1) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(changes(page)).toHaveText(`Changes seen: ${2 * i + 1}`);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(changes(page)).toHaveText(`Changes seen: ${2 * i + 2}`);
  }
  await expect(log(page)).toHaveCount(20);
  await expect(log(page).first()).toHaveText('prefers-color-scheme changed to light');
  await expect(log(page).nth(1)).toHaveText('prefers-color-scheme changed to dark');
});

test('the site theme toggle does not move the demo, which follows the media features only', async ({
  page,
}) => {
  await page.goto('/mediaFeatures');
  await frame(page).themeToggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(valueOf(page, 'prefers-color-scheme')).toHaveText('light');
  expect(await style(card(page), 'background-color')).toBe('rgb(255, 255, 255)');
  await expect(changes(page)).toHaveText('Changes seen: 0');
});

test.describe('with the features set as context options for the first load', () => {
  test.use({
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    forcedColors: 'active',
    contrast: 'more',
  });

  test('reads them on load, as no change', async ({ page }) => {
    await page.goto('/mediaFeatures');
    await expectValues(page, ['dark', 'reduce', 'active', 'more', 'screen']);
    await expect(changes(page)).toHaveText('Changes seen: 0');
    expect(await animationCount(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('stops listening when the page is left', async ({ page }) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { mediaListeners: number };
    counted.mediaListeners = 0;
    const add = MediaQueryList.prototype.addEventListener;
    const remove = MediaQueryList.prototype.removeEventListener;
    MediaQueryList.prototype.addEventListener = function (...args: Parameters<typeof add>) {
      counted.mediaListeners += 1;
      add.apply(this, args);
    };
    MediaQueryList.prototype.removeEventListener = function (...args: Parameters<typeof remove>) {
      counted.mediaListeners -= 1;
      remove.apply(this, args);
    };
  });
  const listeners = () =>
    page.evaluate(() => (window as unknown as { mediaListeners: number }).mediaListeners);
  await page.goto('/');
  await page.getByRole('link', { name: 'Media Features' }).click();
  await expect(changes(page)).toHaveText('Changes seen: 0');
  const open = await listeners();
  expect(open).toBeGreaterThanOrEqual(7);
  await frame(page).goBack.click();
  await expect(frame(page).heading).toHaveText('Automation Playground');
  expect(await listeners()).toBe(open - 7);
});

test('works with time held still from the start', async ({ page }) => {
  await gotoWithTimeStopped(page, '/mediaFeatures');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(valueOf(page, 'prefers-reduced-motion')).toHaveText('reduce');
  await expect(changes(page)).toHaveText('Changes seen: 1');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('does not scroll sideways', async ({ page }) => {
    await page.goto('/mediaFeatures');
    await expect(changes(page)).toHaveText('Changes seen: 0');
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return { scrollWidth, clientWidth };
    });
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
