import { createHash } from 'node:crypto';
import type { Order } from '../../src/shared/shop/api.js';
import { SHOP_USERS } from '../../src/shared/shop/users.js';
import type { Store } from '../store/store.js';
import type { Owner } from './access.js';
import type { StoredLine } from './cart.js';
import { EMPTY_CHECKOUT, type CheckoutRecord } from './checkout.js';

/** The most orders kept per (shopper, user); older ones drop off the list (numbers go on). */
export const MAX_ORDERS = 200;

// The shopper is hashed in the keys, so that a look at the store gives no cookie.
const prefixOf = ({ shopper, username }: Owner) =>
  `shop:${createHash('sha256').update(shopper).digest('base64url')}:${username}`;

function keysOf(owner: Owner) {
  const prefix = prefixOf(owner);
  return {
    cart: `${prefix}:cart`,
    checkout: `${prefix}:checkout`,
    orders: `${prefix}:orders`,
    /** The order counter: `incr` is atomic, so racing instances never share or skip a number. */
    orderCount: `${prefix}:order-count`,
  };
}

const parsed = <T>(text: string | undefined, fallback: T): T =>
  text === undefined ? fallback : (JSON.parse(text) as T);

/**
 * The carts, checkout details and orders of each (shopper, user) in the shared store, one key per
 * part; each use gives every part a new TTL, so all is dropped `ttlMs` after the last use.
 */
export function shopState(store: Store, ttlMs: number) {
  const state = {
    /** Keeps the owner's state `ttlMs` longer (missing parts stay missing). */
    async keepAlive(owner: Owner): Promise<void> {
      await Promise.all(Object.values(keysOf(owner)).map((key) => store.touch(key, ttlMs)));
    },

    async cart(owner: Owner): Promise<StoredLine[]> {
      return parsed(await store.get(keysOf(owner).cart), []);
    },
    async saveCart(owner: Owner, lines: readonly StoredLine[]): Promise<void> {
      await store.set(keysOf(owner).cart, JSON.stringify(lines), ttlMs);
    },
    /** Empties the cart for an order; false when a racing request emptied it first. */
    async takeCart(owner: Owner): Promise<boolean> {
      return store.del(keysOf(owner).cart);
    },

    async checkout(owner: Owner): Promise<CheckoutRecord> {
      return parsed(await store.get(keysOf(owner).checkout), EMPTY_CHECKOUT);
    },
    async saveCheckout(owner: Owner, record: CheckoutRecord): Promise<void> {
      await store.set(keysOf(owner).checkout, JSON.stringify(record), ttlMs);
    },

    /** The next order number's sequence: 1, 2, … per owner, again from 1 after a reset. */
    async nextOrderSequence(owner: Owner): Promise<number> {
      const { count } = await store.incr(keysOf(owner).orderCount, ttlMs);
      // incr keeps its first expiry (a fixed window): renew it, so the count lives as the orders do.
      await store.touch(keysOf(owner).orderCount, ttlMs);
      return count;
    },
    async addOrder(owner: Owner, order: Order): Promise<void> {
      await store.pushCapped(keysOf(owner).orders, JSON.stringify(order), MAX_ORDERS, ttlMs);
    },
    /** Newest first. */
    async orders(owner: Owner): Promise<Order[]> {
      return (await store.list(keysOf(owner).orders)).map((item) => JSON.parse(item) as Order);
    },
    /** The orders of every user of this shopper, newest first (B16). */
    async ordersOfShopper(shopper: string): Promise<Order[]> {
      const all = await Promise.all(
        SHOP_USERS.map((username) => state.orders({ shopper, username })),
      );
      return all.flat().sort((a, b) => b.placedAt.localeCompare(a.placedAt));
    },

    /** POST /reset: the cart, the details and the orders go, and the numbers restart. */
    async reset(owner: Owner): Promise<void> {
      await Promise.all(Object.values(keysOf(owner)).map((key) => store.del(key)));
    },
  };
  return state;
}
export type ShopState = ReturnType<typeof shopState>;
