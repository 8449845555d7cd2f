// Network requests: waitForRequest/waitForResponse set before the click, postDataJSON() and
// headers() to read what was sent, page.route to change (route.continue), mock (route.fulfill)
// or block (route.abort) a request, resourceType() to tell an image from a fetch.
import { expect, test, type Page } from '@playwright/test';

const result = (page: Page, card: string) => page.locator(`#result-${card}`);

test.beforeEach(async ({ page }) => {
  await page.goto('/networkRequests');
});

test('"Save profile" sends the profile as JSON with the request id pg-1', async ({ page }) => {
  // Set the wait before the click, so that the request cannot pass unseen.
  const request = page.waitForRequest('**/api/network/profile');
  await page.getByRole('button', { name: 'Save profile' }).click();
  expect((await request).method()).toBe('POST');
  expect((await request).postDataJSON()).toEqual({ displayName: 'Tester', newsletter: false });
  expect((await request).headers()['x-request-id']).toBe('pg-1');
  await expect(result(page, 'save')).toHaveText('200 OK: saved Tester as request pg-1');
});

test('"Load report" answers 503 with Retry-After', async ({ page }) => {
  const response = page.waitForResponse('**/api/network/report');
  await page.getByRole('button', { name: 'Load report' }).click();
  expect((await response).status()).toBe(503);
  expect((await response).headers()['retry-after']).toBe('30');
  await expect(result(page, 'report')).toHaveText(
    '503 Service Unavailable: The report service is down. Try again later.',
  );
});

test('"Search" finds three lamps', async ({ page }) => {
  const response = page.waitForResponse((r) => r.url().includes('/api/network/search?q=lamp'));
  await page.getByRole('button', { name: 'Search' }).click();
  expect((await (await response).json()).count).toBe(3);
  await expect(result(page, 'search')).toHaveText(
    '200 OK: 3 results (Desk lamp, Floor lamp, Reading lamp)',
  );
});

test('route.continue changes the request on its way', async ({ page }) => {
  await page.route('**/api/network/search*', (route) =>
    route.continue({ url: route.request().url().replace('q=lamp', 'q=chair') }),
  );
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(result(page, 'search')).toHaveText('200 OK: 1 result (Office chair)');
});

test('route.fulfill mocks the answer: the report works after all', async ({ page }) => {
  await page.route('**/api/network/report', (route) =>
    route.fulfill({ status: 200, json: { message: 'Report ready.' } }),
  );
  await page.getByRole('button', { name: 'Load report' }).click();
  await expect(result(page, 'report')).toHaveText('200 OK: Report ready.');
});

test('route.abort blocks the request: the page reports a network error', async ({ page }) => {
  await page.route('**/api/network/search*', (route) => route.abort());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(result(page, 'search')).toHaveText('Network error: the request did not complete.');
  await expect(
    page
      .getByRole('table', { name: 'Request log' })
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .nth(3),
  ).toHaveText('network error');
});

test('the beacon is an image request', async ({ page }) => {
  const request = page.waitForRequest('**/api/network/pixel?n=1');
  await page.getByRole('button', { name: 'Send beacon' }).click();
  expect((await request).resourceType()).toBe('image');
  await expect(result(page, 'beacon')).toHaveText('Beacon delivered.');
});
