// OS & Browser: compare what the page detected with what the browser context really is.
import { expect, test } from '@playwright/test';

test('an automated Chromium is headless Chrome with the context user agent', async ({ page }) => {
  await page.goto('/osBrowser');
  // The page shows the user agent of this context; read the same value from the page itself.
  const userAgent = await page.evaluate(() => navigator.userAgent);

  await expect(page.getByText('Browser Family: Chrome (Chromium)')).toBeVisible();
  await expect(page.getByText(`User-Agent: ${userAgent}`, { exact: true })).toBeVisible();
  const headless = page.locator('.card').filter({ hasText: 'Headless Mode' });
  await expect(headless).toContainText('Status: On');
});
