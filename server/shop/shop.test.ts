import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_SESSION_COOKIE, SHOPPER_COOKIE } from '../../src/shared/shop/api.js';
import { LOGIN_MESSAGES, SHOP_MESSAGES } from '../../src/shared/shop/texts.js';
import { XSRF_COOKIE } from '../../src/shared/xsrf.js';
import { expectError } from '../../tests/support/expectError.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import { XSRF_MESSAGE } from '../xsrf.js';
import { SHOP_API_MESSAGES } from './messages.js';
import { ADA, bearerClient, shopBrowser } from '../../tests/support/shopClient.js';

const clientDir = fakeClientBuild();
let app: FastifyInstance;

afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

async function start(env: NodeJS.ProcessEnv = {}) {
  app = await buildApp(testConfig(clientDir, env));
  return app;
}

async function loggedIn(username = 'standard_user', ip?: string) {
  const browser = shopBrowser(app, ip);
  const res = await browser.login(username);
  expect(res.statusCode).toBe(200);
  return browser;
}

describe('GET /api/shop/session and the shopper cookie', () => {
  it('answers null before a login and gives the browser its shopper and XSRF-TOKEN cookies', async () => {
    await start();
    const browser = shopBrowser(app);
    const res = await browser.start();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: null });
    expect(res.headers['cache-control']).toBe('no-store');
    const shopper = res.cookies.find((c) => c.name === SHOPPER_COOKIE);
    expect(shopper).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 365 * 24 * 3600,
    });
    expect(Buffer.from(shopper!.value, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(browser.jar.has(XSRF_COOKIE)).toBe(true);
    // Kept once set; a fresh browser gets another.
    const again = await browser.start();
    expect(again.cookies.find((c) => c.name === SHOPPER_COOKIE)).toBeUndefined();
    const other = await shopBrowser(app).start();
    expect(other.cookies.find((c) => c.name === SHOPPER_COOKIE)?.value).not.toBe(shopper!.value);
  });

  it('names the logged-in user and the variant number', async () => {
    await start();
    const browser = await loggedIn();
    expect((await browser.start()).json()).toEqual({ username: 'standard_user', variant: 0 });
  });
});

describe('POST /api/shop/login', () => {
  it('logs in: the token, the HttpOnly shop_session cookie, and the token as Bearer', async () => {
    await start();
    const browser = shopBrowser(app);
    await browser.start();
    const res = await browser.login('standard_user');
    expect(res.statusCode).toBe(200);
    const { token, username } = res.json<{ token: string; username: string }>();
    expect(username).toBe('standard_user');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const cookie = res.cookies.find((c) => c.name === SHOP_SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    const api = bearerClient(app, token);
    expect((await api.get('/cart')).json()).toEqual({ lines: [], count: 0, subtotal: 0 });
  });

  it('refuses wrong names and passwords exactly, the locked user, blanks and bad bodies', async () => {
    await start();
    const browser = shopBrowser(app);
    await browser.start();
    for (const [username, password] of [
      ['Standard_user', 'practice'],
      ['standard_user ', 'practice'],
      ['standard_user', 'Practice'],
      ['nobody', 'practice'],
      ['locked_user', 'wrong'],
    ]) {
      expectError(await browser.login(username!, password), 401, LOGIN_MESSAGES.noMatch);
    }
    expectError(await browser.login('locked_user'), 403, LOGIN_MESSAGES.locked);
    expectError(await browser.login(' ', 'x'), 400, LOGIN_MESSAGES.usernameRequired);
    expectError(await browser.login('standard_user', ''), 400, LOGIN_MESSAGES.passwordRequired);
    for (const payload of [{}, { username: 'standard_user' }, { username: 1, password: 'x' }]) {
      expectError(await browser.post('/login', payload), 400, SHOP_API_MESSAGES.loginBody);
    }
    expectError(
      await browser.post('/login', 'username=a', { headers: { 'content-type': 'text/plain' } }),
      415,
      ERROR_MESSAGES.notJson,
    );
    expectError(
      await browser.post('/login', { username: 'x'.repeat(2000), password: 'y' }),
      413,
      ERROR_MESSAGES.tooLarge,
    );
    expect((await browser.start()).json()).toEqual({ username: null });
  });

  it('needs the anti-forgery header', async () => {
    await start();
    const browser = shopBrowser(app);
    await browser.start();
    const res = await browser.post(
      '/login',
      { username: 'standard_user', password: 'practice' },
      { xsrf: false },
    );
    expectError(res, 403, XSRF_MESSAGE);
  });

  it('answers 429 after SHOP_LOGIN_FAIL_LIMIT failed logins a minute from one client IP', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await start({ SHOP_LOGIN_FAIL_LIMIT: '3' });
    const browser = shopBrowser(app, '10.9.0.1');
    await browser.start();
    for (let i = 0; i < 3; i++) {
      expect((await browser.login('standard_user', 'nope')).statusCode).toBe(401);
    }
    for (const password of ['nope', 'practice']) {
      const res = await browser.login('standard_user', password);
      expectError(res, 429, SHOP_API_MESSAGES.tooManyFailedLogins);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect((await shopBrowser(app, '10.9.0.2').login('standard_user')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await browser.login('standard_user')).statusCode).toBe(200);
  });

  it('limits 30 failures a minute by default', () => {
    expect(testConfig(clientDir).shop).toMatchObject({
      failedLoginLimit: 30,
      failedLoginWindowMs: 60_000,
    });
  });
});

describe('a login is needed, and the anti-forgery header with the cookie', () => {
  const calls: [string, string, object?][] = [
    ['POST', '/logout'],
    ['GET', '/products'],
    ['GET', '/products/1'],
    ['GET', '/cart'],
    ['POST', '/cart/items', { productId: 1, quantity: 1 }],
    ['PUT', '/cart/items/1', { quantity: 1 }],
    ['DELETE', '/cart/items/1'],
    ['GET', '/checkout'],
    ['PUT', '/checkout', { ...ADA, shipping: 'standard' }],
    ['PUT', '/checkout/discount', { code: 'SAVE10' }],
    ['DELETE', '/checkout/discount'],
    ['POST', '/orders'],
    ['GET', '/orders'],
    ['GET', '/orders/PS-1001'],
    ['GET', '/orders/PS-1001/invoice'],
    ['POST', '/reset'],
  ];

  it('answers 401 "Log in first." to every call but login and GET /session', async () => {
    await start();
    for (const [method, path, payload] of calls) {
      const call = { method: method as 'GET', url: `/api/shop${path}`, payload };
      expectError(await app.inject(call), 401, SHOP_MESSAGES.logInFirst);
      const madeUp = { authorization: 'Bearer not-a-token' };
      expectError(await app.inject({ ...call, headers: madeUp }), 401, SHOP_MESSAGES.logInFirst);
      const cookie = { shop_session: 'not-a-token' };
      expectError(
        await app.inject({ ...call, headers: madeUp, cookies: cookie }),
        401,
        SHOP_MESSAGES.logInFirst,
      );
    }
  });

  it('answers 403 to a state-changing call with the cookie but no X-XSRF-TOKEN; Bearer needs none', async () => {
    await start();
    const browser = await loggedIn();
    const token = browser.jar.get(SHOP_SESSION_COOKIE)!;
    for (const [method, path, payload] of calls.filter(([method]) => method !== 'GET')) {
      const res = await app.inject({
        method: method as 'POST',
        url: `/api/shop${path}`,
        payload,
        cookies: Object.fromEntries(browser.jar),
      });
      expectError(res, 403, XSRF_MESSAGE);
    }
    const api = bearerClient(app, token);
    expect((await api.post('/cart/items', { productId: 1, quantity: 2 })).statusCode).toBe(200);
    expect((await api.post('/reset')).statusCode).toBe(204);
  });
});
