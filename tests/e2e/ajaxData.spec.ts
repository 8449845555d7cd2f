import type { Page, Route } from '@playwright/test';
import { startBuiltServer, type BuiltServer } from '../support/builtServer.mjs';
import { expect, frame, test } from './fixtures';

const start = (page: Page) => page.getByRole('button', { name: 'Start AJAX request' });
const labels = (page: Page) => page.getByRole('list', { name: 'Labels' }).getByRole('listitem');
const loading = (page: Page) => page.getByRole('status');

test.describe('with a 1-second AJAX delay', () => {
  // The 15 s default is the server's unit test (server/specDelays.test.ts): here a short one.
  const DELAY_MS = 1000;
  let server: BuiltServer;
  test.beforeAll(async () => {
    server = await startBuiltServer({ env: { AJAX_DELAY_SECONDS: String(DELAY_MS / 1000) } });
  });
  test.afterAll(() => server?.stop());

  test('the server answers after its delay; overlapping requests each get their label', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${server.url}/ajaxData`);
    await expect(loading(page)).toHaveText('');
    const clicked = Date.now();
    await start(page).click();
    await expect(loading(page)).toHaveText('Loading…');
    await expect(start(page)).toBeEnabled();
    await start(page).click();
    const first = page.getByText('Data loaded from the server (request 1).');
    await expect(first).toBeVisible();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(DELAY_MS);
    await expect(page.getByText('Data loaded from the server (request 2).')).toBeVisible();
    await expect(labels(page)).toHaveText([
      'Data loaded from the server (request 1).',
      'Data loaded from the server (request 2).',
    ]);
    await expect(first).toHaveClass(/alert-success/);
    await first.click();
    await expect(loading(page)).toHaveText('');
    expect(consoleErrors).toEqual([]);
  });
});

test('labels come in answer order, numbered by click; a failure shows its message', async ({
  page,
}) => {
  // The browser holds each request until the test answers it, in the order it chooses.
  const held: Route[] = [];
  await page.route('**/api/ajaxData', (route) => {
    held.push(route);
  });
  await page.goto('/ajaxData');
  for (let i = 0; i < 3; i++) await start(page).click();
  await expect.poll(() => held.length).toBe(3);
  await expect(loading(page)).toHaveText('Loading…');
  const ok = { json: { message: 'Data loaded from the server.' } };
  await held[1]!.fulfill(ok);
  await expect(labels(page)).toHaveText(['Data loaded from the server (request 2).']);
  await expect(loading(page)).toHaveText('Loading…');
  await held[2]!.fulfill({ status: 429, json: { message: 'Too many AJAX requests at once.' } });
  // Answered once the page has shown the failure: two answers sent at once may arrive either way.
  await expect(labels(page)).toHaveCount(2);
  await held[0]!.fulfill(ok);
  await expect(labels(page)).toHaveText([
    'Data loaded from the server (request 2).',
    'Request 3 failed: Too many AJAX requests at once.',
    'Data loaded from the server (request 1).',
  ]);
  await expect(labels(page).nth(1)).toHaveClass(/alert-danger/);
  await expect(loading(page)).toHaveText('');
});

test('leaving the page drops the requests under way', async ({ page }) => {
  // Held unanswered in the browser, however short the server's delay is set.
  await page.route('**/api/ajaxData', () => {});
  await page.goto('/ajaxData');
  await start(page).click();
  await expect(loading(page)).toHaveText('Loading…');
  const dropped = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/ajaxData'));
  await frame(page).logo.click();
  expect((await dropped).failure()?.errorText).toBe('net::ERR_ABORTED');
});
