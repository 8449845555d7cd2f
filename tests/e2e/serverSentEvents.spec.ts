import type { Page, Request } from '@playwright/test';
import { expect, frame, test } from './fixtures';

const STEPS = ['Order placed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered'];

const track = (page: Page) => page.getByRole('button', { name: 'Track a new parcel' });
const dropButton = (page: Page) => page.getByRole('button', { name: 'Drop the connection' });
const status = (page: Page) => page.getByRole('status');
const stream = (page: Page) => page.locator('#stream-state');
const history = (page: Page) =>
  page.getByRole('list', { name: 'Tracking history' }).getByRole('listitem');
const logLines = (page: Page) =>
  page.getByRole('log', { name: 'Stream log' }).getByRole('listitem');
const isEvents = (request: Request) => /\/api\/tracking\/[^/]+\/events$/.test(request.url());

/** A text/event-stream body of the given events, as the server writes them. */
const eventStream = (...events: string[]) => ['retry: 2000', ...events].join('\n\n') + '\n\n';
const statusEvent = (step: number, data?: string) =>
  `id: ${step}\nevent: status\ndata: ${data ?? JSON.stringify({ trackingId: 'TRK-ROUTED23', step, state: STEPS[step - 1], at: '2026-01-01T00:00:00.000Z' })}`;
const END = 'event: end\ndata: {}';

/** Answers every events request of the page with `body` (or the given status). */
async function fulfilEvents(page: Page, body: string, status = 200) {
  const requests: Request[] = [];
  await page.route('**/api/tracking/*/events', (route) => {
    requests.push(route.request());
    return route.fulfill(
      status === 200
        ? { status, contentType: 'text/event-stream', body }
        : { status, contentType: 'application/json', body: JSON.stringify({ message: body }) },
    );
  });
  return requests;
}

test('nothing is sent on load; nothing is tracked yet', async ({ page, consoleErrors }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(request.url());
  });
  await page.goto('/serverSentEvents');
  await expect(status(page)).toHaveText('Status: not tracking yet');
  await expect(history(page)).toHaveText(STEPS);
  await expect(
    page.getByRole('list', { name: 'Tracking history' }).locator('[aria-current]'),
  ).toHaveCount(0);
  await expect(logLines(page)).toHaveCount(0);
  await expect(dropButton(page)).toHaveCount(0);
  await expect(page.getByText(/Tracking number:/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(calls).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the real stream at ?interval=1: Order placed at once, Delivered and ended about 4 s later', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/serverSentEvents?interval=1');
  const created = page.waitForResponse('**/api/tracking');
  await track(page).click();
  const parcel = (await (await created).json()) as { trackingId: string; intervalSeconds: number };
  expect(parcel.intervalSeconds).toBe(1);
  await expect(page.getByText(/Tracking number:/)).toHaveText(
    `Tracking number: ${parcel.trackingId}`,
  );
  await expect(status(page)).toHaveText('Status: Order placed');
  const placedAt = Date.now();
  await expect(stream(page)).toHaveText('Stream: open');
  await expect(dropButton(page)).toBeVisible();
  await expect(status(page)).toHaveText('Status: Delivered', { timeout: 10_000 });
  // Paced by the server: step 5 comes 4 s after step 1, not at once.
  expect(Date.now() - placedAt).toBeGreaterThan(3000);
  await expect(stream(page)).toHaveText('Stream: ended');
  await expect(logLines(page)).toHaveText([
    ...STEPS.map((step, i) => `Event ${i + 1}: ${step}`),
    'Stream ended.',
  ]);
  await expect(history(page)).toHaveText(STEPS.map((step) => `${step} ✓`));
  await expect(history(page).last()).toHaveAttribute('aria-current', 'step');
  await expect(history(page).first()).not.toHaveAttribute('aria-current');
  await expect(dropButton(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a drop after event 2: reconnecting, then resumed after event 2 with Last-Event-ID', async ({
  page,
}) => {
  const opened: Request[] = [];
  page.on('request', (request) => {
    if (isEvents(request)) opened.push(request);
  });
  // 3 s between steps: the drop comes well before step 3 even on a busy machine.
  await page.goto('/serverSentEvents?interval=3');
  await track(page).click();
  await expect(logLines(page).nth(1)).toHaveText('Event 2: Packed', { timeout: 10_000 });
  const dropped = page.waitForResponse('**/api/tracking/*/drop');
  await dropButton(page).click();
  expect((await dropped).status()).toBe(200);
  await expect(stream(page)).toHaveText('Stream: reconnecting…');
  await expect(dropButton(page)).toHaveCount(0);
  await expect(stream(page)).toHaveText('Stream: open', { timeout: 10_000 });
  await expect(logLines(page).nth(2)).toHaveText('Reconnected, resumed after event 2.');
  await expect(logLines(page).nth(3)).toHaveText('Event 3: Shipped', { timeout: 10_000 });
  await expect(logLines(page)).toHaveText([
    'Event 1: Order placed',
    'Event 2: Packed',
    'Reconnected, resumed after event 2.',
    'Event 3: Shipped',
  ]);
  expect(opened).toHaveLength(2);
  expect(await opened[0]!.headerValue('last-event-id')).toBeNull();
  expect(await opened[1]!.headerValue('last-event-id')).toBe('2');
});

test('a fulfilled stream of every event and end reaches Delivered at once', async ({
  page,
  consoleErrors,
}) => {
  await fulfilEvents(page, eventStream(...[1, 2, 3, 4, 5].map((k) => statusEvent(k)), END));
  await page.goto('/serverSentEvents');
  await track(page).click();
  await expect(status(page)).toHaveText('Status: Delivered');
  await expect(stream(page)).toHaveText('Stream: ended');
  await expect(logLines(page).last()).toHaveText('Stream ended.');
  await expect(history(page)).toHaveText(STEPS.map((step) => `${step} ✓`));
  expect(consoleErrors).toEqual([]);
});

test('repeats and unreadable events are ignored', async ({ page }) => {
  await fulfilEvents(
    page,
    eventStream(
      statusEvent(2),
      statusEvent(2),
      statusEvent(1),
      statusEvent(3, 'not JSON'),
      statusEvent(9, '{"step":9}'),
      statusEvent(3),
      END,
    ),
  );
  await page.goto('/serverSentEvents');
  await track(page).click();
  await expect(stream(page)).toHaveText('Stream: ended');
  await expect(logLines(page)).toHaveText(['Event 2: Packed', 'Event 3: Shipped', 'Stream ended.']);
  await expect(status(page)).toHaveText('Status: Shipped');
  await expect(history(page).nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(history(page).filter({ hasText: '✓' })).toHaveText([
    'Order placed ✓',
    'Packed ✓',
    'Shipped ✓',
  ]);
});

test('an answer other than 200 fails the stream at once', async ({ page, consoleErrors }) => {
  const requests = await fulfilEvents(page, 'Too many open event streams.', 429);
  await page.goto('/serverSentEvents');
  await track(page).click();
  await expect(stream(page)).toHaveText('Stream: failed');
  await expect(status(page)).toHaveText('Status: not tracking yet');
  expect(requests).toHaveLength(1);
  // The browser's own report of the refused stream.
  expect(consoleErrors.every((e) => e.includes('429'))).toBe(true);
});

test('5 retries in a row without an event fail the stream', async ({ page }) => {
  // Each connection ends without an event and asks for a quick retry.
  const requests = await fulfilEvents(page, 'retry: 10\n\n');
  await page.goto('/serverSentEvents');
  await track(page).click();
  await expect(stream(page)).toHaveText('Stream: failed', { timeout: 10_000 });
  // The first connection and 5 retries, then no more.
  expect(requests).toHaveLength(6);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(requests).toHaveLength(6);
});

test('a bad ?interval= warns and tracks at 3 s', async ({ page }) => {
  await fulfilEvents(page, eventStream(statusEvent(1), END));
  await page.goto('/serverSentEvents?interval=11');
  await expect(page.getByRole('alert')).toHaveText('Invalid interval; using 3 s.');
  const posted = page.waitForRequest('**/api/tracking');
  await track(page).click();
  expect((await posted).postDataJSON()).toEqual({ intervalSeconds: 3 });
});

test('a new parcel closes the stream before it and starts a clear history', async ({ page }) => {
  await page.goto('/serverSentEvents?interval=10');
  await track(page).click();
  await expect(status(page)).toHaveText('Status: Order placed');
  const first = await page.getByText(/Tracking number:/).textContent();
  const closed = page.waitForEvent('requestfailed', isEvents);
  await track(page).click();
  expect((await closed).failure()?.errorText).toBe('net::ERR_ABORTED');
  await expect(page.getByText(/Tracking number:/)).not.toHaveText(first!);
  await expect(logLines(page)).toHaveText(['Event 1: Order placed']);
});

test('leaving the page closes its stream', async ({ page }) => {
  await page.goto('/serverSentEvents?interval=10');
  await track(page).click();
  await expect(stream(page)).toHaveText('Stream: open');
  const closed = page.waitForEvent('requestfailed', isEvents);
  await frame(page).logo.click();
  expect((await closed).failure()?.errorText).toBe('net::ERR_ABORTED');
});
