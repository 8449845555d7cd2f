import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const card = (page: Page, title: string) =>
  page.locator('.card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('an automated Chromium is headless Chrome, and the user agent is the context one', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/osBrowser');
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const browser = card(page, 'Browser Information');
  await expect(card(page, 'Headless Mode')).toContainText('Status: On');
  await expect(browser.getByText('Browser Family: Chrome (Chromium)')).toBeVisible();
  await expect(browser.getByText(`User-Agent: ${userAgent}`, { exact: true })).toBeVisible();
  await expect(browser.getByText('Vendor: Google Inc.')).toBeVisible();
  await expect(browser.getByText(/^Platform: .+$/)).toBeVisible();
  await expect(browser.getByText('Language: en-US', { exact: true })).toBeVisible();
  await expect(browser.getByText(/^Languages: en-US/)).toBeVisible();
  await expect(browser.getByText(/^Quota: \d+$/)).toBeVisible();
  await expect(browser.getByText(/^webkitRequestFileSystem supported: (yes|no)$/)).toBeVisible();
  await expect(
    browser.getByText(/^webkitRequestFileSystem result: (success|error|not_supported)$/),
  ).toBeVisible();
  await expect(browser.getByText(/^webkitRequestFileSystem error: .+$/)).toBeVisible();
  await expect(card(page, 'Incognito Mode')).toContainText(/Status: (On|Off)/);
  expect(consoleErrors).toEqual([]);
});

/** The card's line that starts with `label` (its value may be empty while unknown). */
const line = (page: Page, title: string, label: string) =>
  card(page, title)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}:`) });

test('no line shows a value before it is known: the file-system answer and client hints wait', async ({
  page,
}) => {
  // The browser's file-system answer and its client hints come only when the test says so.
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const page = window as unknown as {
      release: () => void;
      webkitRequestFileSystem: (type: number, size: number, success: () => void) => void;
      NavigatorUAData: { prototype: { getHighEntropyValues: (hints: string[]) => unknown } };
    };
    page.release = () => held.splice(0).forEach((answer) => answer());
    page.webkitRequestFileSystem = (_type, _size, success) => held.push(success);
    const ask = page.NavigatorUAData.prototype.getHighEntropyValues;
    page.NavigatorUAData.prototype.getHighEntropyValues = function (hints) {
      return new Promise((resolve) => held.push(() => resolve(ask.call(this, hints))));
    };
  });
  await page.goto('/osBrowser');
  const browser = 'Browser Information';
  const os = 'Operating System';
  // Known at once: whether the browser has the call at all.
  await expect(line(page, browser, 'webkitRequestFileSystem supported')).toHaveText(
    'webkitRequestFileSystem supported: yes',
  );
  await expect(line(page, browser, 'webkitRequestFileSystem result')).toHaveText(
    'webkitRequestFileSystem result:',
  );
  await expect(line(page, browser, 'webkitRequestFileSystem error')).toHaveText(
    'webkitRequestFileSystem error:',
  );
  await expect(line(page, os, 'Version')).toHaveText('Version:');
  await expect(line(page, os, 'Device model')).toHaveText('Device model:');

  await page.evaluate(() => (window as unknown as { release: () => void }).release());
  await expect(line(page, browser, 'webkitRequestFileSystem result')).toHaveText(
    'webkitRequestFileSystem result: success',
  );
  await expect(line(page, browser, 'webkitRequestFileSystem error')).toHaveText(
    'webkitRequestFileSystem error: (none)',
  );
  await expect(line(page, os, 'Version')).toHaveText(/^Version: .+$/);
  await expect(line(page, os, 'Device model')).toHaveText(/^Device model: .+$/);
});

test('without webkitRequestFileSystem, says so at once and asks nothing', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'webkitRequestFileSystem', { value: undefined });
  });
  await page.goto('/osBrowser');
  const browser = 'Browser Information';
  await expect(line(page, browser, 'webkitRequestFileSystem supported')).toHaveText(
    'webkitRequestFileSystem supported: no',
  );
  await expect(line(page, browser, 'webkitRequestFileSystem result')).toHaveText(
    'webkitRequestFileSystem result: not_supported',
  );
});

test.describe('as Chrome on Linux', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  });

  test('the operating system card reads the user agent and the client hints', async ({ page }) => {
    await page.goto('/osBrowser');
    const os = card(page, 'Operating System');
    await expect(os.getByText('Name: Linux')).toBeVisible();
    await expect(os.getByText('Platform: Linux')).toBeVisible();
    await expect(os.getByText(/^Version: .+$/)).toBeVisible();
    await expect(os.getByText(/^Device model: .+$/)).toBeVisible();
  });
});

test.describe('as an iPhone without client hints', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  });

  test('the user agent gives iOS 17.2.1 and the storage quota decides nothing', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      Object.defineProperty(Navigator.prototype, 'vendor', { get: () => 'Apple Computer, Inc.' });
    });
    await page.goto('/osBrowser');
    const os = card(page, 'Operating System');
    await expect(os.getByText('Name: iOS')).toBeVisible();
    await expect(os.getByText('Platform: iPhone')).toBeVisible();
    await expect(os.getByText('Version: 17.2.1')).toBeVisible();
    await expect(os.getByText('Device model: Unavailable')).toBeVisible();
    await expect(
      card(page, 'Browser Information').getByText('Browser Family: Safari / WebKit'),
    ).toBeVisible();
    await expect(card(page, 'Headless Mode')).toContainText('Status: Off');
    await expect(card(page, 'Incognito Mode')).toContainText('Status: Off');
  });
});

test('the incognito info button shows its tooltip on focus, and Escape hides it', async ({
  page,
}) => {
  await page.goto('/osBrowser');
  const info = page.getByRole('button', { name: 'About incognito detection' });
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeHidden();
  await info.focus();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(
    'For Chrome, incognito mode is judged from the storage quota',
  );
  await expect(info).toHaveAccessibleDescription(/judged from the storage quota/);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await info.blur();
  await info.hover();
  await expect(tooltip).toBeVisible();
  const box = await info.boundingBox();
  expect(box!.width, 'a circle').toBe(box!.height);
});

test('the info button stays in place when the incognito status is known', async ({ page }) => {
  // The storage quota, which the status is judged from, comes only when the test says so.
  await page.addInitScript(() => {
    const estimate = navigator.storage.estimate.bind(navigator.storage);
    navigator.storage.estimate = () =>
      new Promise((resolve) => {
        (window as unknown as { releaseQuota: () => void }).releaseQuota = () =>
          resolve(estimate());
      });
  });
  await page.goto('/osBrowser');
  const incognito = card(page, 'Incognito Mode');
  const info = incognito.getByRole('button', { name: 'About incognito detection' });
  await expect(incognito).toContainText('Status: Detecting…');
  // The quota is not guessed meanwhile.
  await expect(line(page, 'Browser Information', 'Quota')).toHaveText('Quota:');
  const before = await info.boundingBox();
  await page.evaluate(() => (window as unknown as { releaseQuota: () => void }).releaseQuota());
  await expect(incognito).toContainText(/Status: (On|Off)/);
  expect(await info.boundingBox()).toEqual(before);
});

test('asks the browser once, not again after every render', async ({ page }) => {
  await page.addInitScript(() => {
    const estimate = navigator.storage.estimate.bind(navigator.storage);
    const counted = window as unknown as { estimates: number };
    counted.estimates = 0;
    navigator.storage.estimate = () => {
      counted.estimates += 1;
      return estimate();
    };
  });
  await page.goto('/osBrowser');
  await expect(card(page, 'Incognito Mode')).toContainText(/Status: (On|Off)/);
  // Nothing more is asked once the answers are in (it was asked over 500 times a second, once
  // per render): a few rendered frames would show a second ask.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let frames = 10;
        const next = () => (--frames === 0 ? done() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
  );
  expect(await page.evaluate(() => (window as unknown as { estimates: number }).estimates)).toBe(1);
});
