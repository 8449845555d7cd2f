import { expect, frame, test } from './fixtures';

const DELAY_MS = 5000;

test('from the home card, the page loads after about 5 s; its files are not delayed', async ({
  page,
}) => {
  test.slow(true, 'the server holds the page back 5 s');
  await page.goto('/');
  const pageResponse = page.waitForResponse((r) => r.url().endsWith('/loadDelay'));
  const started = Date.now();
  await page.getByRole('link', { name: 'Load Delay', exact: true }).click();
  // The card is a plain link: the browser waits for the new document and its load event.
  await page.waitForURL('/loadDelay', { waitUntil: 'load' });
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
  // Only the page request waits: its scripts come at once.
  expect(Math.max(...timing.files)).toBeLessThan(DELAY_MS / 2);

  await expect(page.getByRole('status')).toHaveText('');
  await button.click();
  await expect(page.getByRole('status')).toHaveText('Button clicked.');
});
