// Redirect: find the 302 in the redirect chain of the page you land on, or ask for it without following it.
import { expect, test } from '@playwright/test';

test('the link is answered 302 and the browser lands on Status Codes', async ({ page }) => {
  await page.goto('/redirect');
  const landed = page.waitForResponse(
    (r) => r.request().isNavigationRequest() && r.status() === 200,
  );
  await page.locator('#redirect').click();
  const response = await landed;
  await expect(page).toHaveURL(/\/statusCodes$/);
  await expect(page.getByRole('heading', { name: 'Status Codes', level: 1 })).toBeVisible();
  const redirected = response.request().redirectedFrom();
  expect(redirected?.url()).toMatch(/\/redirect\/go$/);
  expect((await redirected?.response())?.status()).toBe(302);
});

test('the 302 itself, not followed', async ({ request }) => {
  const response = await request.get('/redirect/go', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/statusCodes');
});
