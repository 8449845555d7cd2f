import type { Page, Route } from '@playwright/test';
import { expect, frame, test } from './fixtures';

const start = (page: Page) => page.getByRole('button', { name: 'Start AJAX request' });
const labels = (page: Page) => page.getByRole('list', { name: 'Labels' }).getByRole('listitem');
const loading = (page: Page) => page.getByRole('status');

test('the server answers after 15 s; overlapping requests each get their label', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(45_000);
  await page.goto('/ajaxData');
  await expect(loading(page)).toHaveText('');
  const clicked = Date.now();
  await start(page).click();
  await expect(loading(page)).toHaveText('Loading…');
  await expect(start(page)).toBeEnabled();
  await start(page).click();
  const first = page.getByText('Data loaded from the server (request 1).');
  await expect(first).toBeVisible({ timeout: 25_000 });
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(15_000);
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
  await page.goto('/ajaxData');
  await start(page).click();
  await expect(loading(page)).toHaveText('Loading…');
  const dropped = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/ajaxData'));
  await frame(page).logo.click();
  expect((await dropped).failure()?.errorText).toBe('net::ERR_ABORTED');
});
