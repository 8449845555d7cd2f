import { expect, frame, test } from './fixtures';

test('explains the server-side redirect and links to /redirect/go', async ({ page }) => {
  await page.goto('/redirect');
  await expect(frame(page).heading).toHaveText('Redirect');
  await expect(page.getByText(/answers that request with the HTTP status 302/)).toBeVisible();
  const link = page.getByRole('link', { name: 'Follow the redirect' });
  await expect(link).toHaveAttribute('id', 'redirect');
  await expect(link).toHaveAttribute('href', '/redirect/go');
});

test('the link is answered 302 and the browser lands on Status Codes', async ({ page }) => {
  await page.goto('/redirect');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().isNavigationRequest() && r.status() === 200),
    page.getByRole('link', { name: 'Follow the redirect' }).click(),
  ]);
  await expect(page).toHaveURL('/statusCodes');
  await expect(frame(page).heading).toHaveText('Status Codes');
  const redirectedFrom = response.request().redirectedFrom();
  expect(redirectedFrom?.url()).toMatch(/\/redirect\/go$/);
  expect(redirectedFrom?.redirectedFrom()).toBeNull();
  const redirect = await redirectedFrom!.response();
  expect(redirect?.status()).toBe(302);
  expect(redirect?.headers()['location']).toBe('/statusCodes');
  expect(redirect?.headers()['cache-control']).toBe('no-store');
});

test('/redirect/go answers 302 with an empty body', async ({ request }) => {
  const response = await request.get('/redirect/go', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/statusCodes');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.body()).toHaveLength(0);
});
