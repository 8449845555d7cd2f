import { gotoWithTimeStopped } from './clock';
import { DESKTOP_VIEWPORT, expect, layoutShifts, PHONE_VIEWPORT, test } from './fixtures';

test('counts from 5 down to 0 once a second, then shows the secret message', async ({
  page,
  consoleErrors,
}) => {
  await gotoWithTimeStopped(page, '/waitMessage');
  const countdown = page.getByRole('timer', { name: 'Countdown' });
  const message = page.getByText('The secret message is: banana', { exact: true });
  await expect(countdown).toHaveText('5');
  for (const n of [4, 3, 2, 1]) {
    await page.clock.runFor(999);
    await expect(countdown).toHaveText(String(n + 1));
    await page.clock.runFor(1);
    await expect(countdown).toHaveText(String(n));
    await expect(message).toBeHidden();
  }
  await page.clock.runFor(1000);
  await expect(countdown).toHaveText('0');
  await expect(message).toBeVisible();
  await page.clock.runFor(5000);
  await expect(countdown).toHaveText('0');
  await expect(message).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('leaving the page mid-countdown leaves no error behind', async ({ page, consoleErrors }) => {
  await gotoWithTimeStopped(page, '/waitMessage');
  await page.clock.runFor(2000);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.clock.runFor(5000);
  await expect(page).toHaveURL('/');
  expect(consoleErrors).toEqual([]);
});

test('the message moves nothing when it comes, on a phone as on a desktop', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    const page = await browser.newPage({ baseURL, viewport });
    await gotoWithTimeStopped(page, '/waitMessage');
    await expect(page.getByText('How to automate this page')).toBeVisible();
    for (const n of [4, 3, 2, 1, 0]) {
      await page.clock.runFor(1000);
      await expect(page.getByRole('timer', { name: 'Countdown' })).toHaveText(String(n));
    }
    await expect(page.getByText('The secret message is: banana', { exact: true })).toBeVisible();
    // The shifts are read after 200 ms of the page's own (held) time.
    const shifts = layoutShifts(page);
    await page.clock.runFor(200);
    expect(await shifts, `${viewport.width} px wide`).toEqual([]);
    await page.close();
  }
});
