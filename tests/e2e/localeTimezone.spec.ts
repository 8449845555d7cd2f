import type { Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { expect, frame, PHONE_VIEWPORT, test } from './fixtures';

const INSTANT = new Date('2025-06-30T23:30:00Z');
const NBSP = '\u00a0';

const group = (page: Page, title: string) =>
  page.locator('.card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const lines = (page: Page, title: string) => group(page, title).getByRole('listitem');
const timer = (page: Page) => page.getByRole('timer', { name: 'Time to local midnight' });
const line = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe('in de-DE and Europe/Berlin', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('every line, with now fixed at the instant', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(INSTANT);
    await page.goto('/localeTimezone');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Browser',
      'A fixed instant',
      'Numbers',
      'Midnight',
    ]);
    await expect(lines(page, 'Browser')).toHaveText([
      'Language: de-DE',
      'Languages: de-DE',
      'Locale: de-DE',
      'Time zone: Europe/Berlin',
      'UTC offset now: UTC+02:00',
    ]);
    await expect(lines(page, 'A fixed instant')).toHaveText([
      'Instant: 2025-06-30T23:30:00Z',
      'Local date and time: 2025-07-01 01:30:00',
      'Offset at that instant: UTC+02:00',
      'Formatted for your locale: Dienstag, 1. Juli 2025 um 01:30:00 MESZ',
    ]);
    // Exact text, no-break spaces included.
    expect(await lines(page, 'Numbers').allTextContents()).toEqual([
      'Number: 1.234.567,891',
      `Price: 1.234,50${NBSP}€`,
    ]);
    await expect(lines(page, 'Midnight')).toHaveText([
      'Local time now: 2025-07-01 01:30:00',
      'Next local midnight in 22:30:00',
    ]);
    await expect(timer(page)).toHaveText('Next local midnight in 22:30:00');
    await expect(page.getByRole('status')).toHaveText('Values read when the page loaded.');
    expect(consoleErrors).toEqual([]);
  });

  test('23 hours to midnight on the day daylight saving starts, 25 on the day it ends', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2025-03-29T23:00:00Z'));
    await page.goto('/localeTimezone');
    await expect(line(page, 'Local time now: 2025-03-30 00:00:00')).toBeVisible();
    await expect(timer(page)).toHaveText('Next local midnight in 23:00:00');
    await page.clock.setFixedTime(new Date('2025-10-25T22:00:00Z'));
    await page.reload();
    await expect(timer(page)).toHaveText('Next local midnight in 25:00:00');
    await expect(line(page, 'UTC offset now: UTC+02:00')).toBeVisible();
  });

  test('the clock line and the timer tick on every second, and past midnight count to the next one', async ({
    page,
  }) => {
    // Held at 2026-01-05 10:00:01 in Berlin, then moved to whole seconds.
    await gotoWithTimeStopped(page, '/localeTimezone');
    await expect(line(page, 'Local time now: 2026-01-05 10:00:01')).toBeVisible();
    await expect(line(page, 'UTC offset now: UTC+01:00')).toBeVisible();
    await page.clock.pauseAt(new Date('2026-01-05T09:00:05Z'));
    await expect(line(page, 'Local time now: 2026-01-05 10:00:05')).toBeVisible();
    await expect(timer(page)).toHaveText('Next local midnight in 13:59:55');
    await page.clock.runFor(1000);
    await expect(line(page, 'Local time now: 2026-01-05 10:00:06')).toBeVisible();
    await expect(timer(page)).toHaveText('Next local midnight in 13:59:54');
    await page.clock.pauseAt(new Date('2026-01-05T22:59:59Z'));
    await expect(timer(page)).toHaveText('Next local midnight in 00:00:01');
    await page.clock.runFor(1000);
    await expect(line(page, 'Local time now: 2026-01-06 00:00:00')).toBeVisible();
    await expect(timer(page)).toHaveText('Next local midnight in 24:00:00');
    await page.clock.runFor(1000);
    await expect(timer(page)).toHaveText('Next local midnight in 23:59:59');
  });
});

test.describe('in en-US and America/New_York', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('the instant is the evening before, four and a half hours from midnight', async ({
    page,
  }) => {
    await page.clock.setFixedTime(INSTANT);
    await page.goto('/localeTimezone');
    await expect(line(page, 'Time zone: America/New_York')).toBeVisible();
    await expect(line(page, 'UTC offset now: UTC-04:00')).toBeVisible();
    await expect(line(page, 'Local date and time: 2025-06-30 19:30:00')).toBeVisible();
    await expect(line(page, 'Offset at that instant: UTC-04:00')).toBeVisible();
    const formatted = await page.evaluate(
      (instant) =>
        new Intl.DateTimeFormat('en-US', {
          dateStyle: 'full',
          timeStyle: 'long',
          timeZone: 'America/New_York',
        }).format(new Date(instant)),
      INSTANT.getTime(),
    );
    expect(formatted).toMatch(/^Monday, June 30, 2025 at 7:30:00\sPM EDT$/);
    await expect(line(page, `Formatted for your locale: ${formatted}`)).toBeVisible();
    await expect(line(page, 'Number: 1,234,567.891')).toBeVisible();
    await expect(line(page, 'Price: €1,234.50')).toBeVisible();
    await expect(timer(page)).toHaveText('Next local midnight in 04:30:00');
  });
});

test.describe('in Asia/Kolkata', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('offsets of half an hour', async ({ page }) => {
    await page.clock.setFixedTime(INSTANT);
    await page.goto('/localeTimezone');
    await expect(line(page, 'UTC offset now: UTC+05:30')).toBeVisible();
    await expect(line(page, 'Local date and time: 2025-07-01 05:00:00')).toBeVisible();
    await expect(timer(page)).toHaveText('Next local midnight in 19:00:00');
  });
});

test('Read again takes an override sent after load', async ({ page }) => {
  await page.clock.setFixedTime(INSTANT);
  await page.goto('/localeTimezone');
  await expect(page.getByRole('status')).toHaveText('Values read when the page loaded.');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });
  await expect(line(page, 'Time zone: Asia/Tokyo')).toHaveCount(0);
  await page.getByRole('button', { name: 'Read again' }).click();
  await expect(page.getByRole('status')).toHaveText('Values read again at 08:30:00.');
  await expect(line(page, 'Time zone: Asia/Tokyo')).toBeVisible();
  await expect(line(page, 'UTC offset now: UTC+09:00')).toBeVisible();
  await expect(line(page, 'Local date and time: 2025-07-01 08:30:00')).toBeVisible();
  await expect(line(page, 'Local time now: 2025-07-01 08:30:00')).toBeVisible();
  await expect(timer(page)).toHaveText('Next local midnight in 15:30:00');
});

test('makes no request, and its timer stops when the page is left', async ({ page }) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { intervals: Set<number> };
    counted.intervals = new Set();
    const set = window.setInterval;
    const clear = window.clearInterval;
    window.setInterval = ((...args: Parameters<typeof set>) => {
      const id = set(...args);
      counted.intervals.add(id);
      return id;
    }) as typeof set;
    window.clearInterval = ((id: number) => {
      counted.intervals.delete(id);
      clear(id);
    }) as typeof clear;
  });
  const intervals = () =>
    page.evaluate(() => (window as unknown as { intervals: Set<number> }).intervals.size);
  await page.goto('/');
  const before = await intervals();
  await page.getByRole('link', { name: /^Locale & Time Zone/ }).click();
  await expect(timer(page)).toBeVisible();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.getByRole('button', { name: 'Read again' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Values read again at \d\d:\d\d:\d\d\.$/);
  const shown = await timer(page).textContent();
  await expect(timer(page)).not.toHaveText(shown!);
  expect(requests).toEqual([]);
  expect(await intervals()).toBe(before + 1);
  await frame(page).goBack.click();
  await expect(frame(page).heading).toHaveText('Automation Playground');
  expect(await intervals()).toBe(before);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('does not scroll sideways', async ({ page }) => {
    await page.goto('/localeTimezone');
    await expect(timer(page)).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return { scrollWidth, clientWidth };
    });
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
