import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../store/memoryStore.js';
import type { Store } from '../store/store.js';
import { sessions } from './sessions.js';

describe('sessions', () => {
  it('opens a session under a random id and keeps no id in the store keys', async () => {
    const store = new MemoryStore();
    const keys: string[] = [];
    const spy: Store = Object.assign(Object.create(store) as Store, {
      set: (key: string, value: string, ttl: number) => {
        keys.push(key);
        return store.set(key, value, ttl);
      },
    });
    const s = sessions(spy, 60_000);
    const id = await s.open('tester');
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect(await s.open('tester')).not.toBe(id);
    expect(keys.some((key) => key.includes(id))).toBe(false);
    expect(await s.use(id)).toEqual({ username: 'tester' });
    expect(await s.use(undefined)).toBeUndefined();
  });

  it('does not bring back a session closed while it was being used', async () => {
    const store = new MemoryStore();
    // A logout lands between the read and the renewal of the session.
    const racing: Store = Object.assign(Object.create(store) as Store, {
      get: async (key: string) => {
        const value = await store.get(key);
        await s.close(id);
        return value;
      },
    });
    const s = sessions(racing, 60_000);
    const id = await s.open('tester');
    expect(await s.use(id)).toBeUndefined();
    expect(await sessions(store, 60_000).use(id)).toBeUndefined();
  });
});
