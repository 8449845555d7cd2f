import type { Page, Request } from '@playwright/test';
import { expect, MARKUP_INPUT, test } from './fixtures';

const CARDS = ['search', 'save', 'report', 'slow', 'beacon'];
const REPORT_DOWN = 'The report service is down. Try again later.';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const line = (page: Page, card: string) => page.locator(`#result-${card}`);
const log = (page: Page) => page.getByRole('table', { name: 'Request log' });
const logRow = (page: Page, n: number) => log(page).getByRole('row').nth(n);
const isNetworkCall = (request: Request) =>
  new URL(request.url()).pathname.startsWith('/api/network/');

/** The cells of log row n (from 1), time left out, once its outcome is `outcome`. */
async function expectLogRow(page: Page, n: number, cells: [string, string, string]) {
  const [method, url, outcome] = cells;
  await expect(logRow(page, n).getByRole('cell')).toHaveText([
    String(n),
    method,
    url,
    outcome,
    /^\d+$/,
  ]);
}

test('nothing is sent on load: five unsent cards, the fields as given, an empty log', async ({
  page,
  consoleErrors,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isNetworkCall(request)) sent.push(request.url());
  });
  await page.goto('/networkRequests');
  await expect(page.getByLabel('Search term')).toHaveValue('lamp');
  await expect(page.getByLabel('Display name')).toHaveValue('Tester');
  await expect(page.getByLabel('Send me the newsletter')).not.toBeChecked();
  for (const card of CARDS) {
    await expect(line(page, card)).toHaveText('Not sent yet.');
    await expect(line(page, card)).toHaveRole('status');
  }
  for (const name of ['Search', 'Save profile', 'Load report', 'Slow request', 'Send beacon']) {
    await expect(button(page, name)).toBeEnabled();
  }
  await expect(button(page, 'Cancel')).toBeDisabled();
  await expect(log(page).getByRole('columnheader')).toHaveText([
    '#',
    'Method',
    'URL',
    'Outcome',
    'Time (ms)',
  ]);
  await expect(log(page).getByRole('row')).toHaveCount(1);
  await expect(page.getByText('No requests yet.')).toBeVisible();
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(sent).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('"Search" sends the term and shows the results it got', async ({ page }) => {
  await page.goto('/networkRequests');
  const request = page.waitForRequest((r) => r.url().includes('/api/network/search'));
  const response = page.waitForResponse((r) => r.url().includes('/api/network/search'));
  await button(page, 'Search').click();
  expect(new URL((await request).url()).search).toBe('?q=lamp');
  expect((await request).method()).toBe('GET');
  expect((await response).headers()['cache-control']).toBe('no-store');
  expect(await (await response).json()).toEqual({
    query: 'lamp',
    count: 3,
    results: ['Desk lamp', 'Floor lamp', 'Reading lamp'],
  });
  await expect(line(page, 'search')).toHaveText(
    '200 OK: 3 results (Desk lamp, Floor lamp, Reading lamp)',
  );
  await expectLogRow(page, 1, ['GET', '/api/network/search?q=lamp', '200 OK']);
  await expect(page.getByText('No requests yet.')).toHaveCount(0);

  await page.getByLabel('Search term').fill('DESK & chair');
  await button(page, 'Search').click();
  await expect(line(page, 'search')).toHaveText('200 OK: no results');
  await expectLogRow(page, 2, ['GET', '/api/network/search?q=DESK%20%26%20chair', '200 OK']);
  await page.getByLabel('Search term').fill('chair');
  await button(page, 'Search').click();
  await expect(line(page, 'search')).toHaveText('200 OK: 1 result (Office chair)');
  await page.getByLabel('Search term').fill('x'.repeat(51));
  await button(page, 'Search').click();
  await expect(line(page, 'search')).toHaveText(
    '400 Bad Request: q may have at most 50 characters.',
  );
  await expect(logRow(page, 4).getByRole('cell').nth(3)).toHaveText('400 Bad Request');
});

test('"Save profile" posts the JSON body with its headers and shows what was saved', async ({
  page,
}) => {
  await page.goto('/networkRequests');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/network/profile'));
  await button(page, 'Save profile').click();
  expect((await request).method()).toBe('POST');
  expect((await request).postDataJSON()).toEqual({ displayName: 'Tester', newsletter: false });
  expect((await request).headers()['x-request-id']).toBe('pg-1');
  expect((await request).headers()['content-type']).toBe('application/json');
  await expect(line(page, 'save')).toHaveText('200 OK: saved Tester as request pg-1');
  await expectLogRow(page, 1, ['POST', '/api/network/profile', '200 OK']);

  await page.getByLabel('Display name').fill(MARKUP_INPUT);
  await page.getByLabel('Send me the newsletter').check();
  const second = page.waitForRequest((r) => r.url().endsWith('/api/network/profile'));
  await button(page, 'Save profile').click();
  expect((await second).postDataJSON()).toEqual({ displayName: MARKUP_INPUT, newsletter: true });
  expect((await second).headers()['x-request-id']).toBe('pg-2');
  await expect(line(page, 'save')).toHaveText(`200 OK: saved ${MARKUP_INPUT} as request pg-2`);

  await page.getByLabel('Display name').fill('');
  await button(page, 'Save profile').click();
  await expect(line(page, 'save')).toHaveText(
    '400 Bad Request: Send a displayName of 1 to 40 characters and a boolean newsletter.',
  );
});

test('"Load report" answers 503 on purpose; its console error comes only with the click', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/networkRequests');
  await expect(line(page, 'report')).toHaveText('Not sent yet.');
  expect(consoleErrors).toEqual([]);
  const response = page.waitForResponse((r) => r.url().endsWith('/api/network/report'));
  await button(page, 'Load report').click();
  expect((await response).status()).toBe(503);
  expect((await response).headers()['retry-after']).toBe('30');
  await expect(line(page, 'report')).toHaveText(`503 Service Unavailable: ${REPORT_DOWN}`);
  await expectLogRow(page, 1, ['GET', '/api/network/report', '503 Service Unavailable']);
  await expect
    .poll(() => consoleErrors)
    .toEqual([expect.stringContaining('status of 503 (Service Unavailable)')]);
});

test('requests are numbered across the cards, and a button is disabled while its request runs', async ({
  page,
}) => {
  await page.goto('/networkRequests');
  // Held until the test lets it go.
  let release = () => {};
  await page.route('**/api/network/search*', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await button(page, 'Search').click();
  await expect(button(page, 'Search')).toBeDisabled();
  await expect(logRow(page, 1).getByRole('cell')).toHaveText([
    '1',
    'GET',
    '/api/network/search?q=lamp',
    'pending',
    '–',
  ]);
  await button(page, 'Load report').click();
  await expectLogRow(page, 2, ['GET', '/api/network/report', '503 Service Unavailable']);
  const save = page.waitForRequest((r) => r.url().endsWith('/api/network/profile'));
  await button(page, 'Save profile').click();
  expect((await save).headers()['x-request-id']).toBe('pg-3');
  await expectLogRow(page, 3, ['POST', '/api/network/profile', '200 OK']);
  await expect(button(page, 'Search')).toBeDisabled();
  await expect(line(page, 'search')).toHaveText('Not sent yet.');
  release();
  await expectLogRow(page, 1, ['GET', '/api/network/search?q=lamp', '200 OK']);
  await expect(button(page, 'Search')).toBeEnabled();
});

test('"Slow request" waits for the server, and "Cancel" aborts it', async ({ page }) => {
  await page.goto('/networkRequests');
  await button(page, 'Slow request').click();
  await expect(line(page, 'slow')).toHaveText('Waiting… (the server answers after 3 s)');
  await expect(button(page, 'Slow request')).toBeDisabled();
  const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/network/slow'));
  await button(page, 'Cancel').click();
  await failed;
  await expect(line(page, 'slow')).toHaveText('Cancelled by the page.');
  await expectLogRow(page, 1, ['GET', '/api/network/slow', 'cancelled']);
  await expect(button(page, 'Cancel')).toBeDisabled();

  // The one real wait of the spec: the server's 3 s.
  const response = page.waitForResponse((r) => r.url().endsWith('/api/network/slow'));
  await button(page, 'Slow request').click();
  expect(await (await response).json()).toEqual({
    message: 'Answered after 3 s.',
    delayMs: 3000,
  });
  await expect(line(page, 'slow')).toHaveText('200 OK after 3000 ms');
  await expectLogRow(page, 2, ['GET', '/api/network/slow', '200 OK']);
  const ms = Number(await logRow(page, 2).getByRole('cell').nth(4).textContent());
  expect(ms).toBeGreaterThanOrEqual(2900);
});

test('"Send beacon" loads an image, and says whether it arrived', async ({ page }) => {
  await page.goto('/networkRequests');
  await button(page, 'Search').click();
  await expectLogRow(page, 1, ['GET', '/api/network/search?q=lamp', '200 OK']);
  const request = page.waitForRequest((r) => r.url().includes('/api/network/pixel'));
  const response = page.waitForResponse((r) => r.url().includes('/api/network/pixel'));
  await button(page, 'Send beacon').click();
  expect((await request).resourceType()).toBe('image');
  expect(new URL((await request).url()).search).toBe('?n=2');
  expect((await response).headers()['content-type']).toBe('image/gif');
  await expect(line(page, 'beacon')).toHaveText('Beacon delivered.');
  await expectLogRow(page, 2, ['GET', '/api/network/pixel?n=2', 'image loaded']);

  await page.route('**/api/network/pixel*', (route) => route.abort());
  await button(page, 'Send beacon').click();
  await expect(line(page, 'beacon')).toHaveText('Beacon failed.');
  await expectLogRow(page, 3, ['GET', '/api/network/pixel?n=3', 'image error']);
});

test('lines report the answer received: a changed, mocked or blocked request shows', async ({
  page,
}) => {
  await page.goto('/networkRequests');
  // Changed on its way: another term.
  await page.route('**/api/network/search*', (route) =>
    route.continue({ url: route.request().url().replace('q=lamp', 'q=desk') }),
  );
  await button(page, 'Search').click();
  await expect(line(page, 'search')).toHaveText('200 OK: 2 results (Desk lamp, Standing desk)');

  // Changed on its way: another request id, which the server echoes.
  await page.route('**/api/network/profile', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-request-id': 'changed' } }),
  );
  await button(page, 'Save profile').click();
  await expect(line(page, 'save')).toHaveText('200 OK: saved Tester as request changed');

  // Mocked: the report works after all.
  await page.route('**/api/network/report', (route) =>
    route.fulfill({ status: 200, json: { message: 'Report ready.' } }),
  );
  await button(page, 'Load report').click();
  await expect(line(page, 'report')).toHaveText('200 OK: Report ready.');
  await expectLogRow(page, 3, ['GET', '/api/network/report', '200 OK']);

  // Mocked: a status outside the server's and a fast slow request.
  await page.route('**/api/network/slow', (route) =>
    route.fulfill({ status: 418, json: { message: 'Short and stout.' } }),
  );
  await button(page, 'Slow request').click();
  await expect(line(page, 'slow')).toHaveText("418 I'm a teapot: Short and stout.");

  // Blocked.
  await page.unroute('**/api/network/search*');
  await page.route('**/api/network/search*', (route) => route.abort());
  await button(page, 'Search').click();
  await expect(line(page, 'search')).toHaveText('Network error: the request did not complete.');
  await expectLogRow(page, 5, ['GET', '/api/network/search?q=lamp', 'network error']);
});

test('offline, every fetch is a network error and the beacon fails', async ({ page, context }) => {
  await page.goto('/networkRequests');
  // The page shows first: going offline earlier would stop its scripts loading.
  await expect(line(page, 'report')).toHaveText('Not sent yet.');
  await context.setOffline(true);
  await button(page, 'Load report').click();
  await expect(line(page, 'report')).toHaveText('Network error: the request did not complete.');
  await button(page, 'Send beacon').click();
  await expect(line(page, 'beacon')).toHaveText('Beacon failed.');
  await context.setOffline(false);
});

test('leaving the page stops its slow request', async ({ page }) => {
  await page.goto('/networkRequests');
  const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/network/slow'));
  await button(page, 'Slow request').click();
  await expect(line(page, 'slow')).toHaveText('Waiting… (the server answers after 3 s)');
  await page.getByRole('link', { name: 'Automation Playground' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect((await failed).failure()?.errorText).toContain('ERR_ABORTED');
});
