import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_SESSION_COOKIE } from '../src/shared/auth.js';
import { FAKE_SHELL, fakeClientBuild } from '../tests/support/fakeClient.js';
import { startRedis, type RedisServer } from '../tests/support/redisServer.mjs';
import { testConfig } from '../tests/support/serverConfig.js';
import { browser } from '../tests/support/twofaClient.js';
import { buildApp } from './app.js';
import { ERROR_MESSAGES } from './errors.js';
import { STORE_DOWN } from './health.js';
import type { Server } from './http.js';
import { MESSAGES } from './twofa/messages.js';

const BOUND_MS = 2000;

/** Runs the request and checks that its answer came within the bound. */
async function timed<T>(request: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const res = await request();
  expect(performance.now() - started).toBeLessThan(BOUND_MS);
  return res;
}

describe('Redis goes away and comes back while the server runs', () => {
  let redis: RedisServer;
  let app: Server;
  beforeAll(async () => {
    redis = await startRedis();
    app = await buildApp(testConfig(fakeClientBuild(), { REDIS_URL: redis.url }));
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  it('serves, answers 503 fast while Redis is down, then serves again without a restart', async () => {
    const user = browser(app);
    await user.start();
    expect((await user.send('fault@example.com')).statusCode).toBe(200);

    await redis.stop();

    for (const call of [
      () => user.send('fault@example.com'),
      () => user.verify('123456'),
      () => user.request({ method: 'GET', url: '/api/inbox/fault@example.com' }),
    ]) {
      const res = await timed(call);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: ERROR_MESSAGES.unavailable });
      expect(res.headers['retry-after']).toBe('5');
    }
    const notReady = await timed(() => app.inject('/readyz'));
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      status: 'unavailable',
      down: ['store'],
      message: STORE_DOWN,
    });
    expect((await timed(() => app.inject('/healthz'))).statusCode).toBe(200);
    expect((await timed(() => app.inject('/counter'))).statusCode).toBe(200);
    // A signed-in visit: its session is looked up in the store.
    const securePage = await timed(() =>
      app.inject({ url: '/secureArea', cookies: { [LOGIN_SESSION_COOKIE]: 'a-session' } }),
    );
    expect(securePage.statusCode).toBe(503);
    expect(securePage.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(securePage.body).toBe(FAKE_SHELL);
    expect(securePage.headers['cache-control']).toBe('no-store');
    expect(securePage.headers['retry-after']).toBe('5');
    expect((await timed(() => user.start())).statusCode).toBe(200);

    redis = await startRedis({ port: redis.port });

    await expect
      .poll(async () => (await app.inject('/readyz')).statusCode, { timeout: 5000 })
      .toBe(200);
    const sent = await user.send('fault@example.com');
    expect(sent.json()).toEqual({ message: MESSAGES.sent('fault@example.com') });
    const code = await user.codeFor('fault@example.com');
    expect((await user.verify(code)).json()).toEqual({ message: MESSAGES.verified });
  });

  it('answers 503 within 2 s when Redis hangs (connected, silent), and serves once it answers', async () => {
    const user = browser(app);
    await user.start();
    redis.pause();
    try {
      const res = await timed(() => user.send('hang@example.com'));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect((await timed(() => app.inject('/readyz'))).statusCode).toBe(503);
    } finally {
      redis.resume();
    }
    await expect
      .poll(async () => (await app.inject('/readyz')).statusCode, { timeout: 5000 })
      .toBe(200);
    expect((await user.send('hang@example.com')).statusCode).toBe(200);
  });
});
