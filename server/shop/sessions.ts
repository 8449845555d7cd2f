import { createHash, randomBytes } from 'node:crypto';
import type { ShopUser } from '../../src/shared/shop/users.js';
import type { Store } from '../store/store.js';

/** A login: whose it is, and the shopper (browser) it was made in, whose state it works on. */
export interface ShopLogin {
  username: ShopUser;
  shopper: string;
  /** Set when a logout kept it alive (B15): it then ends at this time, used or not. */
  endsAt?: number;
}

/** What a token names: a live login, one that ended by time, or nothing known. */
export type LoginLookup = { login: ShopLogin } | { ended: true } | undefined;

// Keyed by a hash of the token, so that a look at the store gives no token.
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const loginKey = (token: string) => `shop-login:${hashOf(token)}`;
/** Outlives the login by a day, so that GET /session can tell "ended by time" from "unknown". */
const trailKey = (token: string) => `shop-login-trail:${hashOf(token)}`;
const TRAIL_MS = 24 * 3_600_000;

/** The shop's logins in the shared store, each ending `ttlMs` after its last use (sliding). */
export function shopSessions(store: Store, ttlMs: number) {
  return {
    /** A new login; its token (32 random bytes, base64url) is the cookie and the Bearer token. */
    async open(username: ShopUser, shopper: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await store.set(loginKey(token), JSON.stringify({ username, shopper }), ttlMs);
      await store.set(trailKey(token), '1', ttlMs + TRAIL_MS);
      return token;
    },

    /** The token's login, its lifetime renewed (unless a kept-alive logout fixed its end). */
    async use(token: string | undefined): Promise<LoginLookup> {
      if (!token) return undefined;
      const stored = await store.get(loginKey(token));
      if (stored === undefined)
        return (await store.get(trailKey(token))) ? { ended: true } : undefined;
      const login = JSON.parse(stored) as ShopLogin;
      if (login.endsAt !== undefined) return { login };
      // touch, not set: a logout between the two calls must not bring the login back.
      if (!(await store.touch(loginKey(token), ttlMs))) return undefined;
      await store.touch(trailKey(token), ttlMs + TRAIL_MS);
      return { login };
    },

    /** Ends the login at once: it is then unknown, not "ended by time". */
    async close(token: string | undefined): Promise<void> {
      if (!token) return;
      await Promise.all([store.del(loginKey(token)), store.del(trailKey(token))]);
    },

    /** B15's logout: the login keeps working, unrenewed, for `forMs` more. */
    async keepAfterLogout(token: string, login: ShopLogin, forMs: number): Promise<void> {
      const kept: ShopLogin = { ...login, endsAt: Date.now() + forMs };
      await store.set(loginKey(token), JSON.stringify(kept), forMs);
      await store.del(trailKey(token));
    },
  };
}
export type ShopSessions = ReturnType<typeof shopSessions>;
