import { request as httpRequest, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../src/shared/auth.js';
import {
  STORAGE_DEMO_SESSION_COOKIE as COOKIE,
  STORAGE_STATE_MESSAGES as MESSAGES,
} from '../../src/shared/storageState.js';
import { expectError } from '../../tests/support/expectError.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { browser } from '../../tests/support/twofaClient.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import type { Server } from '../http.js';
import { XSRF_MESSAGE } from '../xsrf.js';
import { storageStateConfigFromEnv } from './config.js';

const clientDir = fakeClientBuild();
let app: Server | undefined;
const clients: ClientRequest[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const client of clients.splice(0)) client.destroy();
  await app?.close();
  app = undefined;
});

/** The app with no sign-in delay unless `env` sets one. */
async function start(env: NodeJS.ProcessEnv = {}) {
  app = await buildApp(testConfig(clientDir, { STORAGE_STATE_SIGN_IN_DELAY_SECONDS: '0', ...env }));
  return app;
}

const RIGHT = { username: 'tester', password: 'Str0ng!Pass' };

/** A browser that has called GET /api/session (so it has its XSRF-TOKEN cookie). */
async function visitor(ip?: string) {
  const user = browser(app!, ip);
  await user.start();
  const signIn = (payload: unknown, extra: object = {}) =>
    user.request({
      method: 'POST',
      url: '/api/storage-state/sign-in',
      payload: payload as object,
      ...extra,
    });
  const signOut = (extra: object = {}) =>
    user.request({ method: 'POST', url: '/api/storage-state/sign-out', payload: {}, ...extra });
  const me = () => user.request({ method: 'GET', url: '/api/storage-state/me' });
  return { ...user, signIn, signOut, me };
}

const sessionCookieOf = (res: { cookies: unknown[] }) =>
  (res.cookies as { name: string; value: string; maxAge?: number }[]).find(
    (c) => c.name === COOKIE,
  );

describe('settings', () => {
  it("defaults to the spec's numbers and refuses unbounded ones", () => {
    expect(storageStateConfigFromEnv({})).toEqual({
      signInDelaySeconds: 3,
      maxPendingSignIns: 3,
      signInLimit: 30,
      signInWindowMs: 600_000,
      sessionTtlMs: 86_400_000,
    });
    expect(() => storageStateConfigFromEnv({ STORAGE_STATE_SIGN_IN_DELAY_SECONDS: '301' })).toThrow(
      'STORAGE_STATE_SIGN_IN_DELAY_SECONDS must be a whole number from 0 to 300',
    );
    expect(() => storageStateConfigFromEnv({ STORAGE_STATE_MAX_PENDING_PER_CLIENT: '0' })).toThrow(
      /STORAGE_STATE_MAX_PENDING_PER_CLIENT/,
    );
  });
});

describe('POST /api/storage-state/sign-in', () => {
  it('answers after the delay: the user, the sign-in time and an HttpOnly cookie for a day', async () => {
    await start({ STORAGE_STATE_SIGN_IN_DELAY_SECONDS: '1' });
    const user = await visitor();
    const before = Date.now();
    const res = await user.signIn(RIGHT);
    expect(Date.now() - before).toBeGreaterThanOrEqual(990);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { username, signedInAt } = res.json<{ username: string; signedInAt: string }>();
    expect(username).toBe('tester');
    expect(signedInAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(signedInAt)).toBeGreaterThanOrEqual(before);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 });
    expect(Buffer.from(cookie!.value, 'base64url')).toHaveLength(32);
    expect(cookie!.value).toMatch(/^[\w-]{43}$/);
    expect(res.headers['set-cookie']).not.toContain('Secure');
  });

  it('answers a wrong username or password with 401 after the delay too, and no cookie', async () => {
    await start({ STORAGE_STATE_SIGN_IN_DELAY_SECONDS: '1' });
    const user = await visitor();
    for (const payload of [
      { ...RIGHT, username: 'Tester' },
      { ...RIGHT, password: 'str0ng!pass' },
      { username: '', password: '' },
    ]) {
      const before = Date.now();
      const res = await user.signIn(payload);
      expect(Date.now() - before).toBeGreaterThanOrEqual(990);
      expectError(res, 401, MESSAGES.badCredentials);
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    expectError(await user.me(), 401, MESSAGES.notSignedIn);
  }, 10_000);

  it('marks the cookie Secure behind HTTPS', async () => {
    await start({ TRUST_PROXY: 'true' });
    const user = await visitor();
    const res = await user.signIn(RIGHT, { headers: { 'x-forwarded-proto': 'https' } });
    expect(sessionCookieOf(res)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
  });

  it('answers 415, 413 and 400 before the anti-forgery check, then 403 without the header', async () => {
    await start();
    const user = await visitor();
    for (const payload of [
      {},
      { username: 'tester' },
      { username: 1, password: 'x' },
      { username: 'tester', password: null },
      { username: 'x'.repeat(101), password: 'y' },
      ['tester', 'Str0ng!Pass'],
    ]) {
      expectError(await user.signIn(payload, { xsrf: false }), 400, AUTH_MESSAGES.malformed);
    }
    expectError(
      await user.signIn('username=tester', { headers: { 'content-type': 'text/plain' } }),
      415,
      ERROR_MESSAGES.notJson,
    );
    expectError(
      await user.signIn({ username: 'x'.repeat(600), password: 'y'.repeat(600) }),
      413,
      ERROR_MESSAGES.tooLarge,
    );
    expectError(await user.signIn(RIGHT, { xsrf: false }), 403, XSRF_MESSAGE);
    expect((await user.signIn({ ...RIGHT, extra: true })).statusCode).toBe(200);
  });

  it('replaces the earlier session of the browser', async () => {
    await start();
    const user = await visitor();
    await user.signIn(RIGHT);
    const first = user.jar.get(COOKIE)!;
    await user.signIn(RIGHT);
    expect(user.jar.get(COOKIE)).not.toBe(first);
    expect((await user.me()).statusCode).toBe(200);
    user.jar.set(COOKIE, first);
    expectError(await user.me(), 401, MESSAGES.unknownSession);
  });
});

describe('the sign-in limits per client IP', () => {
  it('holds the set number of pending sign-ins: the next is refused at once with Retry-After', async () => {
    await start({
      STORAGE_STATE_SIGN_IN_DELAY_SECONDS: '2',
      STORAGE_STATE_MAX_PENDING_PER_CLIENT: '2',
    });
    const user = await visitor('10.1.0.1');
    const pending = [user.signIn(RIGHT), user.signIn({ ...RIGHT, password: 'x' })];
    // Let both be taken in first.
    await sleep(300);
    const before = Date.now();
    const refused = await user.signIn(RIGHT);
    expect(Date.now() - before).toBeLessThan(1000);
    expectError(refused, 429, MESSAGES.tooManyPending);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3);
    const other = await visitor('10.1.0.2');
    const another = other.signIn(RIGHT);
    expect((await Promise.all(pending)).map((r) => r.statusCode)).toEqual([200, 401]);
    expect((await another).statusCode).toBe(200);
  }, 10_000);

  it('counts well-formed sign-ins per window, right or wrong, then 429 with Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await start({ STORAGE_STATE_SIGN_IN_LIMIT: '2', STORAGE_STATE_SIGN_IN_WINDOW_SECONDS: '60' });
    const user = await visitor('10.1.0.3');
    // Refused with 400 or 403: not counted.
    expect((await user.signIn({ username: 1 })).statusCode).toBe(400);
    expect((await user.signIn(RIGHT, { xsrf: false })).statusCode).toBe(403);
    expect((await user.signIn({ ...RIGHT, password: 'x' })).statusCode).toBe(401);
    expect((await user.signIn(RIGHT)).statusCode).toBe(200);
    const refused = await user.signIn(RIGHT);
    expectError(refused, 429, MESSAGES.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await (await visitor('10.1.0.4')).signIn(RIGHT)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await user.signIn(RIGHT)).statusCode).toBe(200);
  });

  it('frees the place of a sign-in whose client goes away, at once', async () => {
    await start({
      STORAGE_STATE_SIGN_IN_DELAY_SECONDS: '30',
      STORAGE_STATE_MAX_PENDING_PER_CLIENT: '1',
    });
    const address = await app!.listen({ port: 0, host: '127.0.0.1' });
    /** Sends a sign-in; its status when answered within 300 ms, else "pending". */
    const send = () => {
      const body = JSON.stringify(RIGHT);
      const client = httpRequest(`${address}/api/storage-state/sign-in`, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: 'XSRF-TOKEN=t',
          'x-xsrf-token': 't',
          connection: 'close',
        },
      });
      client.on('error', () => {});
      client.end(body);
      clients.push(client);
      const answer = new Promise<number | 'pending'>((resolve) => {
        client.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        void sleep(300).then(() => resolve('pending'));
      });
      return { client, answer };
    };
    const first = send();
    expect(await first.answer).toBe('pending');
    const probe = send();
    expect(await probe.answer).toBe(429);
    first.client.destroy();
    await expect
      .poll(
        async () => {
          const next = send();
          const outcome = await next.answer;
          next.client.destroy();
          return outcome;
        },
        { interval: 50, timeout: 5000 },
      )
      .toBe('pending');
  }, 15_000);
});

describe('GET /api/storage-state/me', () => {
  it('tells no cookie from an unknown one, never cached', async () => {
    await start();
    const user = await visitor();
    const none = await user.me();
    expectError(none, 401, MESSAGES.notSignedIn);
    expect(none.headers['cache-control']).toBe('no-store');
    user.jar.set(COOKIE, 'made-up');
    expectError(await user.me(), 401, MESSAGES.unknownSession);
  });

  it('answers the user and the sign-in time of the session, the same on every call', async () => {
    await start();
    const user = await visitor();
    const signedIn = (await user.signIn(RIGHT)).json();
    for (let i = 0; i < 2; i++) {
      const res = await user.me();
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual(signedIn);
    }
  });

  it('ends a session the set time after its sign-in, however often it is used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await start({ STORAGE_STATE_SESSION_SECONDS: '60' });
    const user = await visitor();
    await user.signIn(RIGHT);
    vi.setSystemTime(Date.now() + 30_000);
    expect((await user.me()).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 29_000);
    expect((await user.me()).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2_000);
    expectError(await user.me(), 401, MESSAGES.unknownSession);
  });
});

describe('POST /api/storage-state/sign-out', () => {
  it('ends the session and expires the cookie; the old id opens nothing', async () => {
    await start();
    const user = await visitor();
    await user.signIn(RIGHT);
    const id = user.jar.get(COOKIE)!;
    const res = await user.signOut();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.signedOut });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sessionCookieOf(res)).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });
    user.jar.set(COOKIE, id);
    expectError(await user.me(), 401, MESSAGES.unknownSession);
  });

  it('answers the same without a session, and 403 without the anti-forgery header', async () => {
    await start();
    const user = await visitor();
    const res = await user.signOut();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.signedOut });
    expectError(await user.signOut({ xsrf: false }), 403, XSRF_MESSAGE);
  });
});
