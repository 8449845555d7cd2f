// The shop on two instances sharing one real Redis: one login and one state, order numbers that
// racing instances never share nor skip, and a fast 503 while Redis is down.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/shop/api.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { startRedis, type RedisServer } from '../../tests/support/redisServer.mjs';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import { openStore } from '../store/open.js';
import { bearerClient, shopBrowser } from '../../tests/support/shopClient.js';
import { shopState } from './state.js';

describe('the shop on two instances sharing one Redis', () => {
  let redis: RedisServer;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    redis = await startRedis();
    const config = testConfig(fakeClientBuild(), { REDIS_URL: redis.url });
    one = await buildApp(config);
    two = await buildApp(config);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  it('serves one login and one cart from either instance; numbers run on across them', async () => {
    const browser = shopBrowser(one);
    const { token } = (await browser.login('standard_user')).json<{ token: string }>();
    const viaOne = bearerClient(one, token);
    const viaTwo = bearerClient(two, token);
    await viaOne.post('/cart/items', { productId: 3, quantity: 1 });
    expect((await viaTwo.get('/cart')).json()).toMatchObject({ count: 1 });
    await viaTwo.put('/checkout', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.redis@example.com',
      postalCode: '12345',
      shipping: 'standard',
    });
    expect((await viaOne.post('/orders')).json<Order>().number).toBe('PS-1001');
    await viaOne.post('/cart/items', { productId: 1, quantity: 1 });
    expect((await viaTwo.post('/orders')).json<Order>().number).toBe('PS-1002');
    // Racing orders for one cart: exactly one takes it.
    await viaOne.post('/cart/items', { productId: 2, quantity: 1 });
    const raced = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? viaOne : viaTwo).post('/orders')),
    );
    expect(raced.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const { orders } = (await viaOne.get('/orders')).json<{ orders: Order[] }>();
    expect(orders.map((o) => o.number)).toEqual(['PS-1003', 'PS-1002', 'PS-1001']);
    const mail = await two.inject('/api/inbox/ada.redis@example.com');
    expect(mail.json<{ messages: { subject: string }[] }>().messages[0]?.subject).toBe(
      'Order PS-1003 confirmed',
    );
    // Logout on one ends the login on the other at once.
    expect((await viaTwo.post('/logout')).statusCode).toBe(204);
    expect((await viaOne.get('/cart')).statusCode).toBe(401);
  });

  it('never gives one order number twice nor skips one when many requests race', async () => {
    const stores = await Promise.all([
      openStore(redis.url, () => {}),
      openStore(redis.url, () => {}),
    ]);
    try {
      const owner = {
        shopper: 'racing-shopper-0123456789abcdefghij',
        username: 'standard_user' as const,
      };
      const states = stores.map((store) => shopState(store, 60_000));
      const numbers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => states[i % 2]!.nextOrderSequence(owner)),
      );
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      await states[0]!.reset(owner);
      expect(await states[1]!.nextOrderSequence(owner)).toBe(1);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('answers 503 at once while Redis is down', async () => {
    const browser = shopBrowser(one);
    expect((await browser.login('standard_user')).statusCode).toBe(200);
    await redis.stop();
    try {
      for (const call of [
        () => browser.get('/cart'),
        () => browser.start(),
        () => browser.post('/orders'),
      ]) {
        const started = performance.now();
        const res = await call();
        expect(performance.now() - started).toBeLessThan(2000);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ message: ERROR_MESSAGES.unavailable });
        expect(res.headers['retry-after']).toBe('5');
      }
    } finally {
      redis = await startRedis({ port: redis.port });
    }
  });
});
