import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, LOGIN_SESSION_COOKIE } from '../../src/shared/auth.js';
import { FAKE_SHELL, fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { browser } from '../../tests/support/twofaClient.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import { XSRF_MESSAGE } from '../xsrf.js';
import { expectError } from '../../tests/support/expectError.js';

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

const RIGHT = { username: 'tester', password: 'Str0ng!Pass' };

/** A browser that has called GET /api/session (so it has its XSRF-TOKEN cookie). */
async function signedOut(ip?: string) {
  const user = browser(app, ip);
  await user.start();
  const login = (payload: unknown, extra: object = {}) =>
    user.request({ method: 'POST', url: '/api/auth/login', payload: payload as object, ...extra });
  const logout = () => user.request({ method: 'POST', url: '/api/auth/logout', payload: {} });
  const me = () => user.request({ method: 'GET', url: '/api/auth/me' });
  const secureArea = () => user.request({ method: 'GET', url: '/secureArea' });
  return { ...user, login, logout, me, secureArea };
}

const expectRedirectToLogin = (res: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('/login?notice=login-required');
  expect(res.headers['cache-control']).toBe('no-store');
};

describe('POST /api/auth/login', () => {
  it('signs in with the practice account: HttpOnly session cookie, /me and /secureArea open', async () => {
    await start();
    const user = await signedOut();
    const res = await user.login(RIGHT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.loggedIn, username: 'tester' });
    const cookie = res.cookies.find((c) => c.name === LOGIN_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(cookie!.value, 'base64url')).toHaveLength(32);

    const me = await user.me();
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ username: 'tester' });
    expect(me.headers['cache-control']).toBe('no-store');
    const page = await user.secureArea();
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toBe(FAKE_SHELL);
  });

  it('checks the username first and exactly: wrong username whatever the password', async () => {
    await start();
    const user = await signedOut();
    for (const username of ['Tester', ' tester', 'tester ', 'nobody', '']) {
      expectError(await user.login({ ...RIGHT, username }), 401, AUTH_MESSAGES.badUsername);
      expectError(
        await user.login({ username, password: 'wrong' }),
        401,
        AUTH_MESSAGES.badUsername,
      );
    }
    for (const password of ['str0ng!pass', 'Str0ng!Pass ', '']) {
      expectError(await user.login({ ...RIGHT, password }), 401, AUTH_MESSAGES.badPassword);
    }
    expect((await user.me()).statusCode).toBe(401);
  });

  it('answers 400 for a malformed body and 415 for a body that is not JSON', async () => {
    await start();
    const user = await signedOut();
    for (const payload of [
      {},
      { username: 'tester' },
      { password: 'Str0ng!Pass' },
      { username: 1, password: 'Str0ng!Pass' },
      { username: 'tester', password: null },
      { username: 'x'.repeat(101), password: 'y' },
      ['tester', 'Str0ng!Pass'],
    ]) {
      expectError(await user.login(payload), 400, AUTH_MESSAGES.malformed);
    }
    expectError(
      await user.login('username=tester', { headers: { 'content-type': 'text/plain' } }),
      415,
      ERROR_MESSAGES.notJson,
    );
    expectError(
      await user.login({ username: 'x'.repeat(600), password: 'y'.repeat(600) }),
      413,
      ERROR_MESSAGES.tooLarge,
    );
  });

  it('ignores unknown fields', async () => {
    await start();
    const user = await signedOut();
    expect((await user.login({ ...RIGHT, admin: true })).statusCode).toBe(200);
  });

  it('refuses a login and a logout without the anti-forgery header (after the schema check)', async () => {
    await start();
    const user = await signedOut();
    expectError(await user.login(RIGHT, { xsrf: false }), 403, XSRF_MESSAGE);
    expectError(await user.login({}, { xsrf: false }), 400, AUTH_MESSAGES.malformed);
    expectError(
      await user.request({ method: 'POST', url: '/api/auth/logout', payload: {}, xsrf: false }),
      403,
      XSRF_MESSAGE,
    );
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: RIGHT,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expectError(stranger, 403, XSRF_MESSAGE);
  });

  it('replaces the earlier session of the browser', async () => {
    await start();
    const user = await signedOut();
    await user.login(RIGHT);
    const first = user.jar.get(LOGIN_SESSION_COOKIE)!;
    await user.login(RIGHT);
    const second = user.jar.get(LOGIN_SESSION_COOKIE)!;
    expect(second).not.toBe(first);
    expect((await user.me()).statusCode).toBe(200);
    user.jar.set(LOGIN_SESSION_COOKIE, first);
    expectError(await user.me(), 401, AUTH_MESSAGES.loginRequired);
  });

  it('marks the session cookie Secure behind HTTPS', async () => {
    await start({ TRUST_PROXY: 'true' });
    const user = await signedOut();
    const res = await user.login(RIGHT, { headers: { 'x-forwarded-proto': 'https' } });
    const cookie = res.cookies.find((c) => c.name === LOGIN_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  });
});

describe('the failed-login limit', () => {
  it('after LOGIN_FAIL_LIMIT failures, every login from that IP answers 429 with Retry-After', async () => {
    await start({ LOGIN_FAIL_LIMIT: '3', LOGIN_FAIL_WINDOW_SECONDS: '60' });
    const user = await signedOut('10.0.0.1');
    // Neither right logins nor malformed bodies count.
    expect((await user.login(RIGHT)).statusCode).toBe(200);
    expect((await user.login({ username: 1 })).statusCode).toBe(400);
    for (let i = 0; i < 3; i++)
      expect((await user.login({ ...RIGHT, password: 'x' })).statusCode).toBe(401);
    for (const payload of [{ ...RIGHT, password: 'x' }, RIGHT]) {
      const res = await user.login(payload);
      expectError(res, 429, AUTH_MESSAGES.tooManyFailedLogins);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another client IP is not blocked.
    const other = await signedOut('10.0.0.2');
    expect((await other.login(RIGHT)).statusCode).toBe(200);
  });

  it('lifts the block when the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await start({ LOGIN_FAIL_LIMIT: '1', LOGIN_FAIL_WINDOW_SECONDS: '60' });
    const user = await signedOut('10.0.0.3');
    expect((await user.login({ ...RIGHT, username: 'x' })).statusCode).toBe(401);
    expect((await user.login(RIGHT)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await user.login(RIGHT)).statusCode).toBe(200);
  });
});

describe('sessions, logout and /secureArea', () => {
  it('sends a signed-out page request for /secureArea to /login, not cached', async () => {
    await start();
    const user = await signedOut();
    expectRedirectToLogin(await user.secureArea());
    expectRedirectToLogin(await user.request({ method: 'GET', url: '/secureArea?x=1' }));
    user.jar.set(LOGIN_SESSION_COOKIE, 'made-up');
    expectRedirectToLogin(await user.secureArea());
    expectError(await user.me(), 401, AUTH_MESSAGES.loginRequired);
  });

  it('logs out: deletes the session and expires the cookie (Max-Age=0)', async () => {
    await start();
    const user = await signedOut();
    await user.login(RIGHT);
    const session = user.jar.get(LOGIN_SESSION_COOKIE)!;
    const res = await user.logout();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    const cleared = res.cookies.find((c) => c.name === LOGIN_SESSION_COOKIE);
    expect(cleared).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });
    // The old id no longer opens anything, even if a browser kept it.
    user.jar.set(LOGIN_SESSION_COOKIE, session);
    expectError(await user.me(), 401, AUTH_MESSAGES.loginRequired);
    expectRedirectToLogin(await user.secureArea());
  });

  it('logs out without a session too', async () => {
    await start();
    const user = await signedOut();
    const res = await user.logout();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect(res.cookies.find((c) => c.name === LOGIN_SESSION_COOKIE)).toMatchObject({
      maxAge: 0,
    });
  });

  it('ends a session LOGIN_SESSION_SECONDS after its last use (sliding)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await start({ LOGIN_SESSION_SECONDS: '60' });
    const user = await signedOut();
    await user.login(RIGHT);
    vi.setSystemTime(Date.now() + 50_000);
    expect((await user.me()).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 50_000);
    expect((await user.secureArea()).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 50_000);
    expect((await user.me()).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    expectError(await user.me(), 401, AUTH_MESSAGES.loginRequired);
    expectRedirectToLogin(await user.secureArea());
  });

  it('defaults: 30-minute sessions, 20 failed logins per 10 minutes', () => {
    const { auth } = testConfig(clientDir);
    expect(auth).toEqual({
      sessionTtlMs: 30 * 60_000,
      failedLoginLimit: 20,
      failedLoginWindowMs: 10 * 60_000,
    });
    expect(() => testConfig(clientDir, { LOGIN_FAIL_LIMIT: '0' })).toThrow(
      'LOGIN_FAIL_LIMIT must be a whole number of 1 or more, not "0"',
    );
  });
});
