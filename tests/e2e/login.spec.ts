import type { Page } from '@playwright/test';
import { startBuiltServer, type BuiltServer } from '../support/builtServer.mjs';
import { startRedis, type RedisServer } from '../support/redisServer.mjs';
import { expect, test } from './fixtures';

/** Chromium reports each non-OK fetch (a 401, a 429) on the console; the page itself logs nothing. */
const pageErrors = (errors: string[]) =>
  errors.filter((e) => !e.startsWith('Failed to load resource'));

function loginForm(page: Page) {
  return {
    username: page.getByLabel('Username'),
    password: page.getByLabel('Password'),
    logIn: page.getByRole('button', { name: 'Log in' }),
    flash: page.getByRole('alert'),
    close: page.getByRole('alert').getByRole('button', { name: 'Close message' }),
  };
}

async function logIn(page: Page, username: string, password: string) {
  const f = loginForm(page);
  await f.username.fill(username);
  await f.password.fill(password);
  await f.logIn.click();
  return f;
}

test('shows the practice account, calls GET /api/session first, and has the two fields', async ({
  page,
  consoleErrors,
}) => {
  const session = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/session');
  await page.goto('/login');
  await session;
  const hint = page.getByText('Use the username tester and the password Str0ng!Pass.');
  await expect(hint).toBeVisible();
  await expect(hint.locator('code')).toHaveText(['tester', 'Str0ng!Pass']);
  const f = loginForm(page);
  await expect(f.username).toHaveAttribute('autocomplete', 'username');
  await expect(f.password).toHaveAttribute('type', 'password');
  await expect(f.flash).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('an empty field is refused without a request, in a danger flash that closes', async ({
  page,
}) => {
  let logins = 0;
  await page.route('**/api/auth/login', (route) => {
    logins++;
    return route.continue();
  });
  await page.goto('/login');
  const f = loginForm(page);
  for (const [username, password] of [
    ['', ''],
    ['tester', ''],
    ['', 'Str0ng!Pass'],
  ] as const) {
    await f.username.fill(username);
    await f.password.fill(password);
    await f.logIn.click();
    await expect(f.flash).toHaveText('Enter both a username and a password.×');
    await expect(f.flash).toHaveClass(/alert-danger/);
  }
  await f.close.click();
  await expect(f.flash).toHaveCount(0);
  expect(logins).toBe(0);
});

test('a wrong username or password shows the server message and empties the password', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  // The username is checked first and exactly: a wrong one whatever the password.
  let f = await logIn(page, 'Tester', 'Str0ng!Pass');
  await expect(f.flash).toContainText('The username is not valid.');
  await expect(f.flash).toHaveClass(/alert-danger/);
  await expect(f.password).toHaveValue('');
  await expect(f.username).toHaveValue('Tester');

  f = await logIn(page, 'tester', 'str0ng!pass');
  await expect(f.flash).toContainText('The password is not valid.');
  await expect(f.flash).toHaveClass(/alert-danger/);
  await expect(f.password).toHaveValue('');
  await expect(page).toHaveURL('/login');
  expect(pageErrors(consoleErrors)).toEqual([]);
});

test('the right account reaches /secureArea with the success flash and an HttpOnly cookie', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  await logIn(page, 'tester', 'Str0ng!Pass');
  await expect(page).toHaveURL('/secureArea');
  const flash = page.getByRole('alert');
  await expect(flash).toContainText('You logged in to the secure area.');
  await expect(flash).toHaveClass(/alert-success/);
  await expect(page.getByText('Signed in as tester.')).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'playground_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(session?.value).toMatch(/^[\w-]{43}$/);
  // The page's scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('playground_session');
  await flash.getByRole('button', { name: 'Close message' }).click();
  await expect(flash).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('/login?notice=login-required asks to log in first', async ({ page }) => {
  await page.goto('/login?notice=login-required');
  const flash = page.getByRole('alert');
  await expect(flash).toContainText('Log in first to see the secure area.');
  await expect(flash).toHaveClass(/alert-danger/);
});

test('the Enter key submits the form', async ({ page }) => {
  await page.goto('/login');
  const f = loginForm(page);
  await f.username.fill('tester');
  await f.password.fill('Str0ng!Pass');
  await f.password.press('Enter');
  await expect(page).toHaveURL('/secureArea');
});

// Two more servers of the build on one Redis, with a failed-login limit of 2: one browser
// signs in through one and is served by the other; failures on both count together.
test.describe('two instances on one Redis', () => {
  test.describe.configure({ mode: 'serial' });
  let redis: RedisServer;
  let servers: BuiltServer[] = [];

  test.beforeAll(async () => {
    redis = await startRedis();
    servers = await Promise.all(
      [1, 2].map(() => startBuiltServer({ env: { REDIS_URL: redis.url, LOGIN_FAIL_LIMIT: '2' } })),
    );
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await redis?.stop();
  });

  test('a login through one instance opens the secure area of the other', async ({ page }) => {
    const [one, two] = servers.map((server) => server.url) as [string, string];
    await page.goto(`${one}/login`);
    await logIn(page, 'tester', 'Str0ng!Pass');
    await expect(page.getByText('Signed in as tester.')).toBeVisible();
    // Same host, another port: the browser sends the same cookie.
    const response = await page.goto(`${two}/secureArea`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Signed in as tester.')).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('alert')).toContainText('You have been logged out.');
    await page.goto(`${one}/secureArea`);
    await expect(page).toHaveURL(`${one}/login?notice=login-required`);
  });

  test('after the failed-login limit, even the right login shows the 429 message', async ({
    page,
  }) => {
    const [one, two] = servers.map((server) => server.url) as [string, string];
    await page.goto(`${one}/login`);
    let f = await logIn(page, 'tester', 'wrong');
    await expect(f.flash).toContainText('The password is not valid.');
    await page.goto(`${two}/login`);
    f = await logIn(page, 'nobody', 'wrong');
    await expect(f.flash).toContainText('The username is not valid.');
    f = await logIn(page, 'tester', 'Str0ng!Pass');
    await expect(f.flash).toContainText('Too many failed logins. Try again later.');
    await expect(f.flash).toHaveClass(/alert-danger/);
    await expect(page).toHaveURL(`${two}/login`);
    const res = await page.request.post(`${one}/api/auth/login`, {
      data: { username: 'tester', password: 'Str0ng!Pass' },
      headers: {
        'X-XSRF-TOKEN': (await page.context().cookies(one)).find((c) => c.name === 'XSRF-TOKEN')!
          .value,
      },
    });
    expect(res.status()).toBe(429);
    expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
  });
});
