import type { Page } from '@playwright/test';
import { DESKTOP_VIEWPORT, expect, frame, layoutShifts, PHONE_VIEWPORT, test } from './fixtures';

const line = (page: Page) => page.getByRole('status');
const sendAgain = (page: Page) => page.getByRole('button', { name: 'Send again' });

test('waits for the server, then says it answered after the delay', async ({
  page,
  consoleErrors,
}) => {
  const started = Date.now();
  // goto waits for the load event: the slow request must not hold it up.
  await page.goto('/slowResources?delay=1');
  await expect(line(page)).toHaveText('Waiting for the server… (it answers after 1 s)');
  await expect(sendAgain(page)).toBeDisabled();
  await expect(line(page)).toHaveText('The server answered after 1 s.');
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await expect(line(page)).toHaveClass(/alert-success/);
  await expect(sendAgain(page)).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});

/**
 * Holds the page's requests for /api/slow?delay=0 until the returned release is called, so that
 * the waiting state can be seen for as long as a test needs, without a real delay.
 */
async function holdSlowRequests(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/slow?delay=0', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('the answer moves nothing, on a phone as on a desktop', async ({ browser, baseURL }) => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    const page = await browser.newPage({ baseURL, viewport });
    const release = await holdSlowRequests(page);
    await page.goto('/slowResources?delay=0');
    await expect(page.getByText('How to automate this page')).toBeVisible();
    await expect(line(page)).toHaveText('Waiting for the server… (it answers after 0 s)');
    release();
    await expect(line(page)).toHaveText('The server answered after 0 s.');
    expect(await layoutShifts(page), `${viewport.width} px wide`).toEqual([]);
    await page.close();
  }
});

test('Send again asks again, disabled while it waits', async ({ page }) => {
  await page.goto('/slowResources?delay=0');
  await expect(line(page)).toHaveText('The server answered after 0 s.');
  const release = await holdSlowRequests(page);
  const request = page.waitForRequest('**/api/slow?delay=0');
  await sendAgain(page).click();
  await request;
  await expect(line(page)).toHaveText('Waiting for the server… (it answers after 0 s)');
  await expect(sendAgain(page)).toBeDisabled();
  release();
  await expect(line(page)).toHaveText('The server answered after 0 s.');
  await expect(sendAgain(page)).toBeEnabled();
});

test('asks for 5 s without ?delay=', async ({ page }) => {
  const request = page.waitForRequest('**/api/slow?delay=5');
  await page.goto('/slowResources');
  await request;
  await expect(line(page)).toHaveText('Waiting for the server… (it answers after 5 s)');
});

test("shows the server's message for a delay it refuses", async ({ page }) => {
  await page.goto('/slowResources?delay=31');
  await expect(line(page)).toHaveText('delay must be a whole number of seconds from 0 to 30.');
  await expect(line(page)).toHaveClass(/alert-danger/);
  await expect(sendAgain(page)).toBeEnabled();
});

test('leaving the page drops the request under way', async ({ page }) => {
  await page.goto('/slowResources?delay=30');
  await expect(line(page)).toContainText('Waiting for the server');
  const dropped = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/slow'));
  await frame(page).logo.click();
  expect((await dropped).failure()?.errorText).toBe('net::ERR_ABORTED');
});
