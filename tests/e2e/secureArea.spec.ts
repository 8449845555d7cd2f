import type { Page } from '@playwright/test';
import { findExercise } from '../../src/shared/catalog';
import { expect, expectCatalogChecks, test } from './fixtures';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill('tester');
  await page.getByLabel('Password').fill('Str0ng!Pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Signed in as tester.')).toBeVisible();
}

const loginRequired = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Log in first to see the secure area.' });

test('a fresh browser opening /secureArea lands on /login with the notice', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto('/secureArea');
  const redirect = response?.request().redirectedFrom();
  expect(redirect && new URL(redirect.url()).pathname).toBe('/secureArea');
  const first = await redirect!.response();
  expect(first?.status()).toBe(302);
  expect(first?.headers()['cache-control']).toBe('no-store');
  await expect(page).toHaveURL('/login?notice=login-required');
  await expect(loginRequired(page)).toHaveClass(/alert-danger/);
  await context.close();
});

test('the page request answers 302 to /login?notice=login-required, not cached', async ({
  request,
}) => {
  const res = await request.get('/secureArea', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/login?notice=login-required');
  expect(res.headers()['cache-control']).toBe('no-store');
});

test('signed in, the page request answers 200 and the page passes the catalog checks', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  const response = await page.goto('/secureArea');
  expect(response?.headers()['cache-control']).toBe('no-store');
  // A reload is not an arrival from the login: no flash.
  await expect(page.getByText('Signed in as tester.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectCatalogChecks(page, findExercise('/secureArea')!, response, consoleErrors);
});

test('an in-app arrival without a session moves to /login too (GET /api/auth/me 401)', async ({
  page,
}) => {
  await signIn(page);
  await page.goBack();
  await expect(page).toHaveURL('/login');
  await page.context().clearCookies({ name: 'playground_session' });
  const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/me');
  await page.goForward();
  expect((await me).status()).toBe(401);
  await expect(page).toHaveURL('/login?notice=login-required');
  await expect(loginRequired(page)).toBeVisible();
});

test('Log out returns to /login with its flash, and /secureArea redirects again', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login?notice=logged-out');
  const flash = page.getByRole('alert');
  await expect(flash).toContainText('You have been logged out.');
  await expect(flash).toHaveClass(/alert-success/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'playground_session')).toBeUndefined();

  await page.goto('/secureArea');
  await expect(page).toHaveURL('/login?notice=login-required');
  await expect(loginRequired(page)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Log out is reachable by keyboard', async ({ page }) => {
  await signIn(page);
  const logOut = page.getByRole('button', { name: 'Log out' });
  await logOut.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login?notice=logged-out');
});
