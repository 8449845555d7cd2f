// Server-Sent Events: web-first assertions whose timeout is above the stream's pace, or
// page.route fulfilling the events request with a whole text/event-stream body.
import { expect, test } from '@playwright/test';

test('the real stream: Order placed at once, Delivered about 4 s later at ?interval=1', async ({
  page,
}) => {
  await page.goto('/serverSentEvents?interval=1');
  await page.getByRole('button', { name: 'Track a new parcel' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: Order placed');
  // The default 5 s would be close to the stream's 4 s: give the assertion room.
  await expect(page.getByRole('status')).toHaveText('Status: Delivered', { timeout: 10_000 });
  await expect(page.locator('#stream-state')).toHaveText('Stream: ended');
});

test('a drop after event 2 resumes after event 2', async ({ page }) => {
  await page.goto('/serverSentEvents?interval=3');
  await page.getByRole('button', { name: 'Track a new parcel' }).click();
  const log = page.getByRole('log', { name: 'Stream log' });
  await expect(log).toContainText('Event 2: Packed', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Drop the connection' }).click();
  // The browser reconnects by itself 2 s later, sending Last-Event-ID: 2.
  await expect(log).toContainText('Reconnected, resumed after event 2.', { timeout: 10_000 });
});

test('a fulfilled event stream reaches Delivered at once', async ({ page }) => {
  const events = ['Order placed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered'].map(
    (state, i) =>
      `id: ${i + 1}\nevent: status\ndata: ${JSON.stringify({ trackingId: 'TRK-MOCKED23', step: i + 1, state, at: new Date().toISOString() })}\n\n`,
  );
  await page.route('**/api/tracking/*/events', (route) =>
    route.fulfill({
      contentType: 'text/event-stream',
      body: `retry: 2000\n\n${events.join('')}event: end\ndata: {}\n\n`,
    }),
  );
  await page.goto('/serverSentEvents');
  await page.getByRole('button', { name: 'Track a new parcel' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: Delivered');
  await expect(page.locator('#stream-state')).toHaveText('Stream: ended');
});
