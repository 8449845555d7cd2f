import type { ConsoleMessage, Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { expect, frame, test } from './fixtures';
import { listenerCount } from './listeners';

const ROWS = [
  'console.log',
  'console.info',
  'console.warn',
  'console.error',
  'console.debug',
  'Uncaught errors',
  'Unhandled rejections',
  'Failed resources',
  'Total',
];
const NOT_FOUND = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Events counted by the page' });
const count = (page: Page, row: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');
const logLines = (page: Page) =>
  page.getByRole('list', { name: 'Event log' }).getByRole('listitem');

/** Every console message ("type: text") and page error of the page, from now on. */
function recordReports(page: Page) {
  const messages: string[] = [];
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) =>
    messages.push(`${message.type()}: ${message.text()}`);
  page.on('console', onConsole);
  page.on('pageerror', (error) => errors.push(error.message));
  return { messages, errors };
}

/** The counts of every row, top to bottom. */
async function expectCounts(page: Page, counts: Partial<Record<string, number>>) {
  for (const row of ROWS) await expect(count(page, row)).toHaveText(String(counts[row] ?? 0));
}

test('a plain load writes nothing to the console and shows every count at 0', async ({ page }) => {
  const reports = recordReports(page);
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/console/')) images.push(request.url());
  });
  await page.goto('/consoleErrors');
  await expect(table(page).getByRole('rowheader')).toHaveText(ROWS);
  await expectCounts(page, {});
  await expect(logLines(page)).toHaveCount(0);
  await expect(page.getByText('No events yet.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Missing image/ })).toHaveCount(0);
  // A round trip through the page: anything it logged while loading has arrived by now.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(reports).toEqual({ messages: [], errors: [] });
  expect(images).toEqual([]);
});

test('each console button writes one message of its type, exactly the text, and counts it', async ({
  page,
}) => {
  await page.goto('/consoleErrors');
  const reports = recordReports(page);
  const buttons = [
    ['Log a message', 'log', 'Practice log message', 'console.log'],
    ['Log info', 'info', 'Practice info message', 'console.info'],
    ['Log a warning', 'warning', 'Practice warning message', 'console.warn'],
    ['Log an error', 'error', 'Practice error message', 'console.error'],
    ['Log a debug message', 'debug', 'Practice debug message', 'console.debug'],
  ] as const;
  const counts: Record<string, number> = {};
  for (const [i, [label, type, text, row]] of buttons.entries()) {
    const message = page.waitForEvent('console');
    await button(page, label).click();
    expect((await message).type()).toBe(type);
    expect((await message).text()).toBe(text);
    expect((await message).args()).toHaveLength(1);
    counts[row] = 1;
    counts.Total = i + 1;
    await expectCounts(page, counts);
    await expect(logLines(page).last()).toHaveText(`${i + 1}. ${row}: ${text}`);
  }
  expect(reports.messages).toEqual(buttons.map(([, type, text]) => `${type}: ${text}`));
  expect(reports.errors).toEqual([]);
  await expect(page.getByText('No events yet.')).toHaveCount(0);
});

test('"Log a warning" yields exactly one console message, a warning with the text', async ({
  page,
}) => {
  await page.goto('/consoleErrors');
  const reports = recordReports(page);
  await button(page, 'Log a warning').click();
  await expect(count(page, 'console.warn')).toHaveText('1');
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(reports).toEqual({ messages: ['warning: Practice warning message'], errors: [] });
});

test('an uncaught error is reported once as a page error, and counted', async ({ page }) => {
  await page.goto('/consoleErrors');
  const reports = recordReports(page);
  const pageError = page.waitForEvent('pageerror');
  await button(page, 'Throw an uncaught error').click();
  expect((await pageError).message).toBe('Practice uncaught error');
  await expectCounts(page, { 'Uncaught errors': 1, Total: 1 });
  await expect(logLines(page)).toHaveText(['1. uncaught error: Practice uncaught error']);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(reports.errors).toEqual(['Practice uncaught error']);
  expect(reports.messages).toEqual([]);
});

test('"Reject a promise" yields one page error and the row "Unhandled rejections" reads 1', async ({
  page,
}) => {
  await page.goto('/consoleErrors');
  const reports = recordReports(page);
  await button(page, 'Reject a promise').click();
  await expect(count(page, 'Unhandled rejections')).toHaveText('1');
  await expectCounts(page, { 'Unhandled rejections': 1, Total: 1 });
  await expect(logLines(page)).toHaveText(['1. unhandled rejection: Practice unhandled rejection']);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(reports.errors).toEqual(['Practice unhandled rejection']);
});

test('"Load a missing image" asks for an image that answers 404, one per click, and counts it', async ({
  page,
}) => {
  await page.goto('/consoleErrors');
  const reports = recordReports(page);
  const responses: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/console/')) {
      const url = new URL(response.url());
      responses.push(
        `${url.pathname}${url.search} ${response.status()} ${response.headers()['cache-control']}`,
      );
    }
  });
  const first = page.waitForEvent('console', (message) => message.type() === 'error');
  await button(page, 'Load a missing image').click();
  expect((await first).text()).toBe(NOT_FOUND);
  const image = page.getByRole('img', { name: 'Missing image 1', exact: true });
  await expect(image).toHaveAttribute('src', '/media/console/missing.png?n=1');
  await expect(image).toHaveJSProperty('complete', true);
  await expect(image).toHaveJSProperty('naturalWidth', 0);
  await expectCounts(page, { 'Failed resources': 1, Total: 1 });
  await expect(logLines(page)).toHaveText(['1. failed resource: /media/console/missing.png?n=1']);

  await button(page, 'Load a missing image').click();
  await expect(page.getByRole('img', { name: /^Missing image/ })).toHaveAccessibleName(
    'Missing image 2',
  );
  await expectCounts(page, { 'Failed resources': 2, Total: 2 });
  await expect(logLines(page)).toHaveText([
    '1. failed resource: /media/console/missing.png?n=1',
    '2. failed resource: /media/console/missing.png?n=2',
  ]);
  await expect.poll(() => reports.messages).toEqual([`error: ${NOT_FOUND}`, `error: ${NOT_FOUND}`]);
  expect(responses).toEqual([
    '/media/console/missing.png?n=1 404 no-store',
    '/media/console/missing.png?n=2 404 no-store',
  ]);
  expect(reports.errors).toEqual([]);
});

test('Reset counts zeroes the counts and empties the log; counting goes on from 1', async ({
  page,
}) => {
  await page.goto('/consoleErrors');
  await button(page, 'Log a message').click();
  await button(page, 'Log an error').click();
  await button(page, 'Reject a promise').click();
  await expectCounts(page, {
    'console.log': 1,
    'console.error': 1,
    'Unhandled rejections': 1,
    Total: 3,
  });
  await button(page, 'Reset counts').click();
  await expectCounts(page, {});
  await expect(logLines(page)).toHaveCount(0);
  await expect(page.getByText('No events yet.')).toBeVisible();
  await button(page, 'Log info').click();
  await expect(logLines(page)).toHaveText(['1. console.info: Practice info message']);
});

test('the log keeps the newest 50 lines while the counts go on', async ({ page }) => {
  await page.goto('/consoleErrors');
  for (let i = 0; i < 53; i++) await button(page, 'Log a message').click();
  await button(page, 'Log a debug message').click();
  await expect(count(page, 'Total')).toHaveText('54');
  await expect(count(page, 'console.log')).toHaveText('53');
  await expect(logLines(page)).toHaveCount(50);
  await expect(logLines(page).first()).toHaveText('5. console.log: Practice log message');
  await expect(logLines(page).last()).toHaveText('54. console.debug: Practice debug message');
});

test("counts the window's errors and rejections whoever caused them, and never hides them", async ({
  page,
}) => {
  await page.goto('/consoleErrors');
  await expect(count(page, 'Total')).toHaveText('0');
  const reports = recordReports(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Thrown by the test');
    });
    void Promise.reject(new Error('Rejected by the test'));
  });
  await expect(count(page, 'Total')).toHaveText('2');
  await expect(count(page, 'Uncaught errors')).toHaveText('1');
  await expect(count(page, 'Unhandled rejections')).toHaveText('1');
  // The two come in either order.
  expect((await logLines(page).allTextContents()).map((line) => line.slice(3)).sort()).toEqual([
    'uncaught error: Thrown by the test',
    'unhandled rejection: Rejected by the test',
  ]);
  expect(reports.errors.sort()).toEqual(['Rejected by the test', 'Thrown by the test']);
});

test('?errorOnLoad=1 throws one uncaught error once rendered, counted; other values nothing', async ({
  page,
}) => {
  const reports = recordReports(page);
  await page.goto('/consoleErrors?errorOnLoad=1');
  await expect(logLines(page)).toHaveText(['1. uncaught error: Practice error on load']);
  await expectCounts(page, { 'Uncaught errors': 1, Total: 1 });
  expect(reports.errors).toEqual(['Practice error on load']);

  for (const value of ['0', 'true', 'yes', '']) {
    await page.goto(`/consoleErrors?errorOnLoad=${value}`);
    await expect(frame(page).heading).toHaveText('Console Errors');
    await expectCounts(page, {});
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(reports.errors).toEqual(['Practice error on load']);
});

test('every button works with the clock held still', async ({ page }) => {
  const reports = recordReports(page);
  await gotoWithTimeStopped(page, '/consoleErrors?errorOnLoad=1');
  await expect(count(page, 'Uncaught errors')).toHaveText('1');
  for (const label of ['Log a warning', 'Throw an uncaught error', 'Reject a promise']) {
    await button(page, label).click();
  }
  await button(page, 'Load a missing image').click();
  await expectCounts(page, {
    'console.warn': 1,
    'Uncaught errors': 2,
    'Unhandled rejections': 1,
    'Failed resources': 1,
    Total: 5,
  });
  expect(reports.errors).toEqual([
    'Practice error on load',
    'Practice uncaught error',
    'Practice unhandled rejection',
  ]);
});

test('leaving the page removes its window listeners', async ({ page }) => {
  await page.goto('/consoleErrors');
  await expect(count(page, 'Total')).toHaveText('0');
  const errors = await listenerCount(page, 'window', 'error');
  const rejections = await listenerCount(page, 'window', 'unhandledrejection');
  await frame(page).logo.click();
  await expect(frame(page).heading).toHaveText('Automation Playground');
  expect(await listenerCount(page, 'window', 'error')).toBe(errors - 1);
  expect(await listenerCount(page, 'window', 'unhandledrejection')).toBe(rejections - 1);
});
