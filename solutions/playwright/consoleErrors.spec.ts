// Console errors: collect page.on('console') and page.on('pageerror') in a fixture that fails the test when any are left.
import { expect, test as base, type Page } from '@playwright/test';

interface Reports {
  /** Console messages as "type: text" (type: log, info, warning, error, debug). */
  messages: string[];
  /** Uncaught errors and unhandled rejections alike, by their message. */
  pageErrors: string[];
}

// Automatic, so every test has it: a test takes out (splices) what it expects, and anything still
// collected at its end fails it.
const test = base.extend<{ reports: Reports }>({
  reports: [
    async ({ page }, use) => {
      const reports: Reports = { messages: [], pageErrors: [] };
      page.on('console', (message) =>
        reports.messages.push(`${message.type()}: ${message.text()}`),
      );
      page.on('pageerror', (error) => reports.pageErrors.push(error.message));
      await use(reports);
      expect(reports, 'unexpected console messages or page errors').toEqual({
        messages: [],
        pageErrors: [],
      });
    },
    { auto: true },
  ],
});

const count = (page: Page, row: string) =>
  page
    .getByRole('table', { name: 'Events counted by the page' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');

test('a plain load writes nothing to the console', async ({ page }) => {
  await page.goto('/consoleErrors');
  await expect(count(page, 'Total')).toHaveText('0');
  // The fixture checks, at the end, that nothing was reported.
});

test('"Log a warning" yields exactly one warning', async ({ page, reports }) => {
  await page.goto('/consoleErrors');
  await page.getByRole('button', { name: 'Log a warning' }).click();
  await expect(count(page, 'console.warn')).toHaveText('1');
  expect(reports.messages.splice(0)).toEqual(['warning: Practice warning message']);
});

test('"Reject a promise" yields one page error, and the page counts it', async ({
  page,
  reports,
}) => {
  await page.goto('/consoleErrors');
  const pageError = page.waitForEvent('pageerror');
  await page.getByRole('button', { name: 'Reject a promise' }).click();
  expect((await pageError).message).toBe('Practice unhandled rejection');
  await expect(count(page, 'Unhandled rejections')).toHaveText('1');
  expect(reports.pageErrors.splice(0)).toEqual(['Practice unhandled rejection']);
});

test('the missing image is a 404 response and a console error', async ({ page, reports }) => {
  await page.goto('/consoleErrors');
  const response = page.waitForResponse((r) => r.url().includes('/media/console/missing.png'));
  await page.getByRole('button', { name: 'Load a missing image' }).click();
  expect((await response).status()).toBe(404);
  await expect(count(page, 'Failed resources')).toHaveText('1');
  await expect.poll(() => reports.messages.length).toBe(1);
  expect(reports.messages.splice(0)).toEqual([
    'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
});

// The fixture at work: a page that throws while loading fails the test (expected here).
test('a page that throws on load fails the test', async ({ page, reports }) => {
  test.fail();
  await page.goto('/consoleErrors?errorOnLoad=1');
  await expect(count(page, 'Uncaught errors')).toHaveText('1');
  expect(reports.pageErrors).toEqual(['Practice error on load']);
});
