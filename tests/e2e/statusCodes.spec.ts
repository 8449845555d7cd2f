import type { Page } from '@playwright/test';
import { expect, frame, test } from './fixtures';

/** Clicks a link and returns the response of the document load it starts (after redirects). */
async function followLink(page: Page, name: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().isNavigationRequest() && r.status() !== 301),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  await page.waitForLoadState();
  return response;
}

test('explains the status classes and links the four codes', async ({ page }) => {
  const response = await page.goto('/statusCodes');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(frame(page).heading).toHaveText('Status Codes');
  for (const line of [
    '2xx: success',
    '3xx: redirection',
    '4xx: client error',
    '5xx: server error',
  ]) {
    await expect(page.getByText(line, { exact: true })).toBeVisible();
  }
  const links = page.getByRole('list', { name: 'Status codes' }).getByRole('link');
  await expect(links).toHaveText(['200', '301', '404', '500']);
  for (const code of ['200', '301', '404', '500']) {
    await expect(page.getByRole('link', { name: code, exact: true })).toHaveAttribute(
      'href',
      `/statusCodes/${code}`,
    );
  }
});

for (const code of [200, 404, 500]) {
  test(`the link "${code}" loads a page the server answers with ${code}, and it links back`, async ({
    page,
  }) => {
    await page.goto('/statusCodes');
    const response = await followLink(page, String(code));
    // A full document load: the navigation itself carries the status.
    expect(response.url()).toMatch(new RegExp(`/statusCodes/${code}$`));
    expect(response.status()).toBe(code);
    expect(response.headers()['cache-control']).toBe('no-store');
    await expect(page).toHaveURL(`/statusCodes/${code}`);
    await expect(frame(page).heading).toHaveText(`Status Code ${code}`);
    await expect(page).toHaveTitle(`Status Code ${code} | Automation Playground`);
    await expect(
      page.getByText(`The server answered this page with status ${code}.`, { exact: true }),
    ).toBeVisible();

    const back = await followLink(page, 'Back to Status Codes');
    expect(back.status()).toBe(200);
    await expect(page).toHaveURL('/statusCodes');
    await expect(frame(page).heading).toHaveText('Status Codes');
  });
}

test('the navigation to /statusCodes/404 answers 404 and the page says so', async ({ page }) => {
  const response = await page.goto('/statusCodes/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('The server answered this page with status 404.')).toBeVisible();
});

test('following "301" ends on /statusCodes with a 301 in the redirect chain', async ({ page }) => {
  await page.goto('/statusCodes');
  const response = await followLink(page, '301');
  await expect(page).toHaveURL('/statusCodes');
  await expect(frame(page).heading).toHaveText('Status Codes');
  expect(response.status()).toBe(200);
  const redirectedFrom = response.request().redirectedFrom();
  expect(redirectedFrom?.url()).toMatch(/\/statusCodes\/301$/);
  const moved = await redirectedFrom!.response();
  expect(moved?.status()).toBe(301);
  expect(moved?.headers()['location']).toBe('/statusCodes');
  expect(moved?.headers()['cache-control']).toBe('no-store');
});

test('any other code is the ordinary not-found page, answered 404 and never stored', async ({
  page,
}) => {
  const response = await page.goto('/statusCodes/999');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(frame(page).heading).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});

test('HEAD gets the same statuses as GET', async ({ request }) => {
  for (const [path, status] of [
    ['/statusCodes', 200],
    ['/statusCodes/200', 200],
    ['/statusCodes/301', 301],
    ['/statusCodes/404', 404],
    ['/statusCodes/500', 500],
    ['/statusCodes/999', 404],
  ] as const) {
    const response = await request.head(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
});

test('the home card loads /statusCodes as a new document', async ({ page }) => {
  await page.goto('/');
  const response = await followLink(page, 'Status Codes');
  expect(response.url()).toMatch(/\/statusCodes$/);
  await expect(frame(page).heading).toHaveText('Status Codes');
});
