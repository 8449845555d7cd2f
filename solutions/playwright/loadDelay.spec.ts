// Load Delay: a navigation waits for the load event by itself; give it a timeout above the server's delay.
import { expect, test } from '@playwright/test';

test('the button works once the slow page has loaded', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Load Delay', exact: true }).click();
  // The server sends the page after 5 s: waitForURL waits for its load event (15 s at most).
  await page.waitForURL(/\/loadDelay$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Button shown after the delay' }).click();
  await expect(page.getByRole('status')).toHaveText('Button clicked.');
});
