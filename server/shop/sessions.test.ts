// The login's lifetime, logout, and how long a shopper's state is kept: time is driven, not waited.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_SESSION_COOKIE, type Cart } from '../../src/shared/shop/api.js';
import { SHOP_MESSAGES } from '../../src/shared/shop/texts.js';
import { expectError } from '../../tests/support/expectError.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { bearerClient, shopBrowser } from '../../tests/support/shopClient.js';

const clientDir = fakeClientBuild();
let app: FastifyInstance;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

const MINUTE = 60_000;
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

async function start(env: NodeJS.ProcessEnv = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  app = await buildApp(testConfig(clientDir, env));
}

describe('the login', () => {
  it('lasts SHOP_SESSION_MINUTES (30) after the last shop request, then GET /session says it ended', async () => {
    await start();
    expect(testConfig(clientDir).shop.sessionTtlMs).toBe(30 * MINUTE);
    const browser = shopBrowser(app);
    await browser.login('standard_user');
    later(29 * MINUTE);
    expect((await browser.get('/cart')).statusCode).toBe(200);
    later(29 * MINUTE);
    expect((await browser.start()).json()).toMatchObject({ username: 'standard_user' });
    later(30 * MINUTE + 1000);
    expectError(await browser.get('/cart'), 401, SHOP_MESSAGES.logInFirst);
    expect((await browser.start()).json()).toEqual({ username: null, sessionEnded: true });
    // A new login is a fresh start of the login, not of the state.
    expect((await browser.login('standard_user')).statusCode).toBe(200);
    expect((await browser.start()).json()).toEqual({ username: 'standard_user', variant: 0 });
  });

  it('follows SHOP_SESSION_MINUTES', async () => {
    await start({ SHOP_SESSION_MINUTES: '2' });
    const browser = shopBrowser(app);
    await browser.login('standard_user');
    later(2 * MINUTE + 1000);
    expectError(await browser.get('/products'), 401, SHOP_MESSAGES.logInFirst);
  });

  it('ends at once on logout: the cookie is cleared, the token and the cookie stop working', async () => {
    await start();
    const browser = shopBrowser(app);
    const { token } = (await browser.login('standard_user')).json<{ token: string }>();
    const res = await browser.post('/logout');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.cookies.find((c) => c.name === SHOP_SESSION_COOKIE)).toMatchObject({
      value: '',
      maxAge: 0,
    });
    expect((await browser.start()).json()).toEqual({ username: null });
    expectError(await bearerClient(app, token).get('/cart'), 401, SHOP_MESSAGES.logInFirst);
    browser.jar.set(SHOP_SESSION_COOKIE, token);
    expectError(await browser.get('/cart'), 401, SHOP_MESSAGES.logInFirst);
    // A logout is no ended-by-time session.
    expect((await browser.start()).json()).toEqual({ username: null });
  });

  it("replaces the browser's earlier login", async () => {
    await start();
    const browser = shopBrowser(app);
    const first = (await browser.login('standard_user')).json<{ token: string }>().token;
    await browser.login('problem_user');
    expectError(await bearerClient(app, first).get('/cart'), 401, SHOP_MESSAGES.logInFirst);
    expect((await browser.start()).json()).toMatchObject({ username: 'problem_user' });
  });
});

describe("a shopper's state", () => {
  it('is kept SHOP_STATE_HOURS (24) after its last use, then dropped', async () => {
    await start({ SHOP_SESSION_MINUTES: '1440' });
    expect(testConfig(clientDir).shop.stateTtlMs).toBe(24 * 60 * MINUTE);
    const browser = shopBrowser(app);
    await browser.login('standard_user');
    await browser.fill([[1, 2]]);
    await browser.details('standard');
    await browser.post('/orders');
    await browser.fill([[2, 1]]);
    later(23 * 60 * MINUTE);
    expect((await browser.get('/cart')).json<Cart>().count).toBe(1);
    later(23 * 60 * MINUTE);
    expect((await browser.get('/orders')).json<{ orders: unknown[] }>().orders).toHaveLength(1);
    later(24 * 60 * MINUTE + 1000);
    // The login is also over (a day at most); a new one finds nothing left.
    await browser.login('standard_user');
    expect((await browser.get('/cart')).json<Cart>().count).toBe(0);
    expect((await browser.get('/orders')).json()).toEqual({ orders: [] });
    expect((await browser.get('/checkout')).json()).toMatchObject({ details: null });
    await browser.fill([[3, 1]]);
    await browser.details('standard');
    expect((await browser.post('/orders')).json()).toMatchObject({ number: 'PS-1001' });
  });
});
