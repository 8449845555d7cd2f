// Each server-side planted bug: present for its user, absent for standard_user, and active for
// standard_user when SHOP_BUGS names it. Each check answers "does a tester see the bug?".
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CheckoutState, CheckoutTotals, Order } from '../../src/shared/shop/api.js';
import {
  activeBugs,
  bugsOf,
  encodeBrowserBugs,
  NO_BUGS,
  PLANTED_BUGS,
  type BugId,
} from '../../src/shared/shop/bugs.js';
import { percentOf } from '../../src/shared/shop/money.js';
import { IMAGE_NOT_FOUND } from '../../src/shared/shop/products.js';
import { SHOP_MESSAGES } from '../../src/shared/shop/texts.js';
import { SHOP_USERS, type ShopUser } from '../../src/shared/shop/users.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { bearerClient, shopBrowser } from '../../tests/support/shopClient.js';

const DELAY_MS = 500;
const clientDir = fakeClientBuild();
const start = (bugs = '') =>
  buildApp(
    testConfig(clientDir, {
      SHOP_BUGS: bugs,
      SHOP_SLOW_LOGIN_MS: String(DELAY_MS),
      SHOP_SLOW_PRODUCTS_MS: String(DELAY_MS),
    }),
  );

type Browser = ReturnType<typeof shopBrowser>;
const JACKET = 3;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function loggedIn(app: FastifyInstance, user: ShopUser): Promise<Browser> {
  const browser = shopBrowser(app);
  expect((await browser.login(user)).statusCode).toBe(200);
  return browser;
}

/** Whether the bug shows for `user` on this app (every check starts from a fresh browser). */
const seen: Record<
  Exclude<BugId, (typeof BROWSER_ONLY)[number]>,
  (app: FastifyInstance, user: ShopUser) => Promise<boolean>
> = {
  async B01(app, user) {
    const browser = await loggedIn(app, user);
    const { products } = (await browser.get('/products')).json<{ products: { image: string }[] }>();
    const one = (await browser.get('/products/3')).json<{ image: string }>();
    return products.every((p) => p.image === IMAGE_NOT_FOUND) && one.image === IMAGE_NOT_FOUND;
  },
  async B02(app, user) {
    const browser = await loggedIn(app, user);
    const res = await browser.get('/products?category=Bags&sort=price-asc');
    const names = res.json<{ products: { name: string }[] }>().products.map((p) => p.name);
    return names[0] !== 'Map Case';
  },
  async B06(app, user) {
    const browser = await loggedIn(app, user);
    return (
      (await browser.get('/products?q=backpack')).json<{ products: [] }>().products.length === 0
    );
  },
  async B07(app, user) {
    const browser = await loggedIn(app, user);
    await browser.fill([[JACKET, 1]]);
    const totals = (await browser.details('express')).json<CheckoutTotals>();
    return totals.tax === percentOf(8900 + 1499, 8);
  },
  async B08(app, user) {
    const browser = await loggedIn(app, user);
    await browser.fill([[JACKET, 2]]);
    const state = (await browser.get('/checkout')).json<CheckoutState>();
    return state.totals.shipping === 499 && !state.standardIsFree;
  },
  async B09(app, user) {
    const browser = await loggedIn(app, user);
    const res = await browser.post('/cart/items', { productId: JACKET, quantity: 6 });
    return res.statusCode === 200 && res.json<Cart>().count === 6;
  },
  async B10(app, user) {
    const browser = await loggedIn(app, user);
    await browser.fill([[JACKET, 1]]);
    await browser.details('standard');
    const res = await browser.post('/orders');
    const kept = (await browser.get('/cart')).json<Cart>().count === 1;
    return (
      res.statusCode === 500 &&
      res.json<{ message: string }>().message === SHOP_MESSAGES.somethingWentWrong &&
      kept
    );
  },
  async B11(app, user) {
    const browser = await loggedIn(app, user);
    await browser.fill([[JACKET, 1]]);
    const res = await browser.del(`/cart/items/${JACKET}`);
    const kept = (await browser.get('/cart')).json<Cart>().count === 1;
    return (
      res.statusCode === 500 &&
      res.json<{ message: string }>().message === SHOP_MESSAGES.somethingWentWrong &&
      kept
    );
  },
  async B12(app, user) {
    const browser = await loggedIn(app, user);
    const save10 = await browser.put('/checkout/discount', { code: 'SAVE10' });
    const freeship = await browser.put('/checkout/discount', { code: 'FREESHIP' });
    return save10.statusCode === 422 && freeship.statusCode === 200;
  },
  async B13(app, user) {
    const browser = await loggedIn(app, user);
    // No order exists: the 500 comes before the lookup's 404.
    const res = await browser.get('/orders/PS-1001/invoice');
    return res.statusCode === 500;
  },
  async B14(app, user) {
    const browser = await loggedIn(app, user);
    await browser.fill([[JACKET, 2]]);
    const res = await browser.put(`/cart/items/${JACKET}`, { quantity: -1 });
    return res.statusCode === 200 && res.json<Cart>().subtotal === -8900;
  },
  async B15(app, user) {
    const browser = await loggedIn(app, user);
    const token = browser.jar.get('shop_session')!;
    expect((await browser.post('/logout')).statusCode).toBe(204);
    const withToken = await bearerClient(app, token).get('/cart');
    browser.jar.set('shop_session', token);
    const withCookie = await browser.get('/cart');
    return withToken.statusCode === 200 && withCookie.statusCode === 200;
  },
  async B16(app, user) {
    const browser = await loggedIn(app, 'visual_user');
    await browser.fill([[JACKET, 1]]);
    await browser.details('standard');
    expect((await browser.post('/orders')).statusCode).toBe(201);
    await browser.login(user);
    const { orders } = (await browser.get('/orders')).json<{ orders: Order[] }>();
    const one = await browser.get('/orders/PS-1001');
    return orders.length === 1 && one.statusCode === 200;
  },
  async B17(app, user) {
    const browser = shopBrowser(app);
    await browser.start();
    return (await timed(() => browser.login(user))) >= DELAY_MS;
  },
  async B18(app, user) {
    const browser = await loggedIn(app, user);
    return (await timed(() => browser.get('/products'))) >= DELAY_MS;
  },
};
const BROWSER_ONLY = [
  'B03',
  'B04',
  'B05',
  'B19',
  'B20',
  'B21',
  'B22',
  'B23',
  'B24',
  'B25',
] as const;
const SERVER_BUGS = Object.keys(seen) as (keyof typeof seen)[];

describe('the server-side planted bugs', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await start();
  });
  afterAll(() => plain.close());

  it('are every bug of Part B that acts in the server', () => {
    const all = PLANTED_BUGS.map((bug) => bug.id);
    expect([...SERVER_BUGS, ...BROWSER_ONLY].sort()).toEqual(all);
  });

  it.each(SERVER_BUGS)('%s shows for its user and not for standard_user', async (id) => {
    const owner = PLANTED_BUGS.find((bug) => bug.id === id)!.user;
    expect(await seen[id](plain, owner)).toBe(true);
    expect(await seen[id](plain, 'standard_user')).toBe(false);
  });

  it.each(SERVER_BUGS)('%s shows for standard_user when SHOP_BUGS names it', async (id) => {
    const app = await start(id);
    try {
      expect(await seen[id](app, 'standard_user')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("sends each user's browser switches as the variant number", async () => {
    for (const user of SHOP_USERS.filter((u) => u !== 'locked_user')) {
      const browser = await loggedIn(plain, user);
      const { variant } = (await browser.start()).json<{ variant: number }>();
      expect(variant, user).toBe(encodeBrowserBugs(new Set(bugsOf(user))));
    }
    expect(encodeBrowserBugs(activeBugs('problem_user', NO_BUGS))).not.toBe(0);
    const app = await start('B21,B10');
    try {
      const browser = await loggedIn(app, 'standard_user');
      expect((await browser.start()).json()).toEqual({
        username: 'standard_user',
        variant: encodeBrowserBugs(new Set(['B21'])),
      });
    } finally {
      await app.close();
    }
  });
});

describe("the slow user's delays", () => {
  it('never hold the server: other requests are answered meanwhile, and closing ends them at once', async () => {
    const app = await buildApp(testConfig(clientDir, { SHOP_SLOW_LOGIN_MS: '60000' }));
    const slow = shopBrowser(app);
    await slow.start();
    const login = slow.login('slow_user');
    const other = await loggedIn(app, 'standard_user');
    expect((await other.get('/products')).statusCode).toBe(200);
    const closing = await timed(() => app.close());
    expect(closing).toBeLessThan(2000);
    expect((await login).statusCode).toBe(200);
  });
});
