import { startBuiltServer, type BuiltServer } from '../support/builtServer.mjs';
import { expect, frame, test } from './fixtures';

// The 5 s default is the server's unit test (server/specDelays.test.ts): here a short delay.
const DELAY_MS = 1000;
let server: BuiltServer;
test.beforeAll(async () => {
  server = await startBuiltServer({ env: { LOAD_DELAY_MS: String(DELAY_MS) } });
});
test.afterAll(() => server?.stop());

test('from the home card, the page loads after the delay; its files are not delayed', async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  const pageResponse = page.waitForResponse((r) => r.url().endsWith('/loadDelay'));
  const started = Date.now();
  await page.getByRole('link', { name: 'Load Delay', exact: true }).click();
  // The card is a plain link: the browser waits for the new document and its load event.
  await page.waitForURL(`${server.url}/loadDelay`, { waitUntil: 'load' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 100);
  const response = await pageResponse;
  expect(response.request().isNavigationRequest()).toBe(true);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');

  await expect(frame(page).heading).toHaveText('Load Delay');
  await expect(page.getByText(/The server takes 5 seconds to send this page/)).toBeVisible();
  const button = page.getByRole('button', { name: 'Button shown after the delay' });
  await expect(button).toBeVisible();
  // The app's files are requested after the page's first paint: its body shows they came.
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const files = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map((entry) => (entry as PerformanceResourceTiming).responseStart - entry.startTime);
    return { waited: navigation!.responseStart - navigation!.requestStart, files };
  });
  expect(timing.waited).toBeGreaterThanOrEqual(DELAY_MS - 100);
  expect(timing.files.length).toBeGreaterThan(0);
  // Only the page request waits: each of its files answers sooner than the delay.
  expect(Math.max(...timing.files)).toBeLessThan(DELAY_MS);

  await expect(page.getByRole('status')).toHaveText('');
  await button.click();
  await expect(page.getByRole('status')).toHaveText('Button clicked.');
});
