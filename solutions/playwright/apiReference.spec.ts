// API Reference: compare what a page renders with the API document fetched directly (request fixture).
import { expect, test } from '@playwright/test';

test('lists every operation of /api/openapi.json', async ({ page, request }) => {
  // Fetch the document the page reads, outside the browser, and list "METHOD /path" from it.
  const doc = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

  await page.goto('/apiReference');
  // Each operation is an h3; wait for the first before reading them all.
  const headings = page.getByRole('heading', { level: 3 });
  await expect(headings.first()).toBeVisible();
  expect((await headings.allTextContents()).sort()).toEqual(operations.sort());
});

test('shows the 400 answer of POST /api/send-email', async ({ page }) => {
  await page.goto('/apiReference');
  // Each operation is a region named by its heading: scope every lookup to it.
  const send = page.getByRole('region', { name: 'POST /api/send-email' });
  const answers = send.getByRole('table', { name: 'Answers' });
  await expect(answers.getByRole('row', { name: /^400/ })).toContainText(
    'Invalid e-mail address. Please insert a valid e-mail address.',
  );
});

test('alerts when the document cannot be loaded', async ({ page }) => {
  // Make the page's own request fail, before the page asks.
  await page.route('**/api/openapi.json', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/apiReference');
  await expect(page.getByRole('alert')).toHaveText('Could not load the API document: HTTP 503.');
});
