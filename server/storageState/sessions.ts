import { createHash, randomBytes } from 'node:crypto';
import type { StorageStateUser } from '../../src/shared/storageState.js';
import type { Store } from '../store/store.js';

// Keyed by a hash of the cookie value, so that a look at the store gives no cookie.
const keyOf = (id: string) =>
  `storage-state-session:${createHash('sha256').update(id).digest('base64url')}`;

/** The /storageState sessions in the shared store, each ending `ttlMs` after its sign-in. */
export function storageStateSessions(store: Store, ttlMs: number) {
  return {
    /** A new session; its id (32 random bytes, base64url) goes in the cookie. */
    async open(username: string): Promise<{ id: string; user: StorageStateUser }> {
      const id = randomBytes(32).toString('base64url');
      const user = { username, signedInAt: new Date().toISOString() };
      await store.set(keyOf(id), JSON.stringify(user), ttlMs);
      return { id, user };
    },

    /** The session's user; undefined when it is unknown or has expired. */
    async find(id: string): Promise<StorageStateUser | undefined> {
      const stored = await store.get(keyOf(id));
      return stored === undefined ? undefined : (JSON.parse(stored) as StorageStateUser);
    },

    async close(id: string | undefined): Promise<void> {
      if (id) await store.del(keyOf(id));
    },
  };
}

export type StorageStateSessions = ReturnType<typeof storageStateSessions>;
