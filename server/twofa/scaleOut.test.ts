import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../tests/support/redisServer.mjs';
import { twofaConfigFromEnv } from './config.js';
import { MESSAGES } from './messages.js';
import { browser, twofaTestApp } from '../../tests/support/twofaClient.js';

describe('two instances on one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    redis = await startRedis();
    const limits = { ...twofaConfigFromEnv({}).limits, sendPerAddress: 2 };
    one = await twofaTestApp({ redisUrl: redis.url, limits });
    two = await twofaTestApp({ redisUrl: redis.url, limits });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  /** The same browser (same cookies) talking to instance one, then to instance two. */
  function sameBrowser() {
    const viaOne = browser(one);
    const viaTwo = browser(two);
    return { viaOne, viaTwo, sync: () => viaOne.jar.forEach((v, k) => viaTwo.jar.set(k, v)) };
  }

  it('sends through one instance and verifies through the other', async () => {
    const { viaOne, viaTwo, sync } = sameBrowser();
    await viaOne.start();
    await viaOne.send('scale@example.com');
    sync();
    const code = await viaTwo.codeFor('scale@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect((await viaTwo.verify(code)).json()).toEqual({ message: MESSAGES.verified });
    expect((await viaOne.verify(code)).json()).toEqual({ message: MESSAGES.noCode });
  });

  it('shares the rate-limit counters', async () => {
    const { viaOne, viaTwo, sync } = sameBrowser();
    await viaOne.start();
    expect((await viaOne.send('limited@example.com')).statusCode).toBe(200);
    sync();
    expect((await viaTwo.send('limited@example.com')).statusCode).toBe(200);
    expect((await viaOne.send('limited@example.com')).statusCode).toBe(429);
  });
});
