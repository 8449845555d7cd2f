import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, LOGIN_SESSION_COOKIE } from '../../src/shared/auth.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { startRedis } from '../../tests/support/redisServer.mjs';
import { testConfig } from '../../tests/support/serverConfig.js';
import { browser } from '../../tests/support/twofaClient.js';
import { buildApp } from '../app.js';

const RIGHT = { username: 'tester', password: 'Str0ng!Pass' };

describe('the login on two instances sharing one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    redis = await startRedis();
    const config = testConfig(fakeClientBuild(), {
      REDIS_URL: redis.url,
      LOGIN_FAIL_LIMIT: '2',
    });
    one = await buildApp(config);
    two = await buildApp(config);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  /** One browser (one cookie jar) whose requests alternate between the two instances. */
  function sameBrowser(ip: string) {
    const viaOne = browser(one, ip);
    const viaTwo = browser(two, ip);
    const sync = (from: typeof viaOne, to: typeof viaOne) => {
      to.jar.clear();
      from.jar.forEach((v, k) => to.jar.set(k, v));
    };
    return { viaOne, viaTwo, toTwo: () => sync(viaOne, viaTwo), toOne: () => sync(viaTwo, viaOne) };
  }

  it('serves one signed-in user: login on one, the secure area and logout on the other', async () => {
    const { viaOne, viaTwo, toTwo, toOne } = sameBrowser('10.2.0.1');
    await viaOne.start();
    const login = await viaOne.request({ method: 'POST', url: '/api/auth/login', payload: RIGHT });
    expect(login.statusCode).toBe(200);
    toTwo();
    expect((await viaTwo.request({ method: 'GET', url: '/api/auth/me' })).json()).toEqual({
      username: 'tester',
    });
    expect((await viaTwo.request({ method: 'GET', url: '/secureArea' })).statusCode).toBe(200);
    const logout = await viaTwo.request({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(logout.statusCode).toBe(200);
    // Even with the old cookie, instance one knows the session is gone.
    const session = viaOne.jar.get(LOGIN_SESSION_COOKIE)!;
    toOne();
    viaOne.jar.set(LOGIN_SESSION_COOKIE, session);
    expect((await viaOne.request({ method: 'GET', url: '/secureArea' })).statusCode).toBe(302);
  });

  it('counts failed logins across instances', async () => {
    const { viaOne, viaTwo, toTwo } = sameBrowser('10.2.0.2');
    await viaOne.start();
    toTwo();
    const wrong = { ...RIGHT, password: 'nope' };
    expect(
      (await viaOne.request({ method: 'POST', url: '/api/auth/login', payload: wrong })).statusCode,
    ).toBe(401);
    expect(
      (await viaTwo.request({ method: 'POST', url: '/api/auth/login', payload: wrong })).statusCode,
    ).toBe(401);
    const blocked = await viaOne.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: RIGHT,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyFailedLogins });
  });
});
