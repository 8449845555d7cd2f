import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';

interface Session {
  username: string;
}

// The store keys a session by a hash of its cookie value, so a look at the store gives no cookie.
const keyOf = (id: string) =>
  `login-session:${createHash('sha256').update(id).digest('base64url')}`;

/** Login sessions in the shared store, each ending `ttlMs` after its last use (sliding). */
export function sessions(store: Store, ttlMs: number) {
  return {
    /** A new session for `username`; its id (32 random bytes, base64url) goes in the cookie. */
    async open(username: string): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      await store.set(keyOf(id), JSON.stringify({ username } satisfies Session), ttlMs);
      return id;
    },

    /** The session's user, its lifetime renewed; undefined when there is none or it expired. */
    async use(id: string | undefined): Promise<Session | undefined> {
      if (!id) return undefined;
      const stored = await store.get(keyOf(id));
      // touch, not set: a logout between the two calls must not bring the session back.
      if (stored === undefined || !(await store.touch(keyOf(id), ttlMs))) return undefined;
      return JSON.parse(stored) as Session;
    },

    async close(id: string | undefined): Promise<void> {
      if (id) await store.del(keyOf(id));
    },
  };
}

export type Sessions = ReturnType<typeof sessions>;
