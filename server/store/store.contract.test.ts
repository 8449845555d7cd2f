import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedis } from '../../tests/support/redisServer.mjs';
import { MemoryStore } from './memoryStore.js';
import { RedisStore } from './redisStore.js';
import { StoreUnavailableError, type Store } from './store.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A short TTL still holds for the next few calls, however busy the machine (50-80 ms did not, on
// 2 loaded cores); sleeping PAST_SHORT_TTL_MS is sure to outlive it.
const SHORT_TTL_MS = 500;
const PAST_SHORT_TTL_MS = 700;

/** One contract, two implementations: the API may rely on exactly these behaviours. */
function contract(name: string, makeStore: () => Promise<Store>) {
  describe(`${name} store`, () => {
    let store: Store;
    let n = 0;
    let key: string;
    beforeEach(async () => {
      store = await makeStore();
      key = `contract:${Date.now()}:${n++}`;
    });
    afterEach(() => store.close());

    it('gets what was set, and nothing for a missing key', async () => {
      expect(await store.get(key)).toBeUndefined();
      await store.set(key, 'one', 10_000);
      expect(await store.get(key)).toBe('one');
      await store.set(key, 'two', 10_000);
      expect(await store.get(key)).toBe('two');
    });

    it('forgets a value when its TTL has passed', async () => {
      await store.set(key, 'short', SHORT_TTL_MS);
      expect(await store.get(key)).toBe('short');
      await sleep(PAST_SHORT_TTL_MS);
      expect(await store.get(key)).toBeUndefined();
    });

    it('deletes, and tells whether the key existed', async () => {
      await store.set(key, 'x', 10_000);
      expect(await store.del(key)).toBe(true);
      expect(await store.del(key)).toBe(false);
      expect(await store.get(key)).toBeUndefined();
    });

    it('touch gives an existing key a new TTL, and never brings a missing one back', async () => {
      await store.set(key, 'kept', SHORT_TTL_MS);
      expect(await store.touch(key, 10_000)).toBe(true);
      await sleep(PAST_SHORT_TTL_MS);
      expect(await store.get(key)).toBe('kept');
      await store.del(key);
      expect(await store.touch(key, 10_000)).toBe(false);
      expect(await store.get(key)).toBeUndefined();
      await store.set(key, 'short', SHORT_TTL_MS);
      await sleep(PAST_SHORT_TTL_MS);
      expect(await store.touch(key, 10_000)).toBe(false);
      expect(await store.get(key)).toBeUndefined();
    });

    it('only one of two racing deletes wins', async () => {
      await store.set(key, 'x', 10_000);
      const results = await Promise.all([store.del(key), store.del(key)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('counts in a fixed window that starts at the first increment', async () => {
      const first = await store.incr(key, 10_000);
      expect(first.count).toBe(1);
      expect(first.ttlMs).toBeGreaterThan(9_000);
      expect(first.ttlMs).toBeLessThanOrEqual(10_000);
      await store.incr(key, 10_000);
      const third = await store.incr(key, 99_000);
      expect(third.count).toBe(3);
      expect(third.ttlMs).toBeLessThanOrEqual(10_000);
    });

    it('counts atomically under concurrency', async () => {
      const counts = await Promise.all(Array.from({ length: 20 }, () => store.incr(key, 10_000)));
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });

    it('restarts a counter after its window', async () => {
      await store.incr(key, SHORT_TTL_MS);
      expect((await store.incr(key, SHORT_TTL_MS)).count).toBe(2);
      await sleep(PAST_SHORT_TTL_MS);
      expect((await store.incr(key, SHORT_TTL_MS)).count).toBe(1);
    });

    it('keeps a capped list, newest first, that expires as a whole', async () => {
      expect(await store.list(key)).toEqual([]);
      for (const item of ['a', 'b', 'c', 'd']) await store.pushCapped(key, item, 3, 10_000);
      expect(await store.list(key)).toEqual(['d', 'c', 'b']);
      await store.pushCapped(key, 'e', 3, SHORT_TTL_MS);
      await sleep(PAST_SHORT_TTL_MS);
      expect(await store.list(key)).toEqual([]);
    });

    it('gives at most max slots at once, and says when the first one ends', async () => {
      expect(await store.acquireSlot(key, 'a', 2, 10_000)).toEqual({ acquired: true });
      expect(await store.acquireSlot(key, 'b', 2, 5_000)).toEqual({ acquired: true });
      const refused = await store.acquireSlot(key, 'c', 2, 10_000);
      expect(refused.acquired).toBe(false);
      if (!refused.acquired) {
        expect(refused.retryAfterMs).toBeGreaterThan(4_000);
        expect(refused.retryAfterMs).toBeLessThanOrEqual(5_000);
      }
    });

    it('frees a released slot at once, and a release of an unknown member changes nothing', async () => {
      await store.acquireSlot(key, 'a', 1, 10_000);
      await store.releaseSlot(key, 'nobody');
      expect((await store.acquireSlot(key, 'b', 1, 10_000)).acquired).toBe(false);
      await store.releaseSlot(key, 'a');
      expect(await store.acquireSlot(key, 'b', 1, 10_000)).toEqual({ acquired: true });
      await store.releaseSlot(`${key}:missing`, 'a');
    });

    it('frees a slot nobody released once its TTL has passed, keeping the others', async () => {
      await store.acquireSlot(key, 'short', 2, SHORT_TTL_MS);
      await store.acquireSlot(key, 'long', 2, 10_000);
      expect((await store.acquireSlot(key, 'x', 2, 10_000)).acquired).toBe(false);
      await sleep(PAST_SHORT_TTL_MS);
      expect(await store.acquireSlot(key, 'x', 2, 10_000)).toEqual({ acquired: true });
      expect((await store.acquireSlot(key, 'y', 2, 10_000)).acquired).toBe(false);
    });

    it('never gives more than max slots to racing takers', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.acquireSlot(key, `m${i}`, 5, 10_000)),
      );
      expect(answers.filter((a) => a.acquired)).toHaveLength(5);
    });

    it('delivers a message to every listener of its channel, and counts the store once', async () => {
      const first: string[] = [];
      const second: string[] = [];
      const other: string[] = [];
      await store.subscribe(key, (m) => first.push(m));
      await store.subscribe(key, (m) => second.push(m));
      await store.subscribe(`${key}:other`, (m) => other.push(m));
      expect(await store.publish(key, 'hello')).toBe(1);
      await expect.poll(() => [first, second]).toEqual([['hello'], ['hello']]);
      expect(other).toEqual([]);
    });

    it('stops delivering once unsubscribed, and counts nobody when no listener is left', async () => {
      const kept: string[] = [];
      const gone: string[] = [];
      await store.subscribe(key, (m) => kept.push(m));
      const unsubscribe = await store.subscribe(key, (m) => gone.push(m));
      await unsubscribe();
      expect(await store.publish(key, 'one')).toBe(1);
      await expect.poll(() => kept).toEqual(['one']);
      expect(gone).toEqual([]);
      expect(await store.publish(`${key}:nobody`, 'lost')).toBe(0);
    });

    it('keeps values, counters and lists under different keys apart', async () => {
      await store.set(`${key}:v`, 'v', 10_000);
      await store.incr(`${key}:c`, 10_000);
      await store.pushCapped(`${key}:l`, 'l', 5, 10_000);
      expect(await store.get(`${key}:v`)).toBe('v');
      expect(await store.list(`${key}:l`)).toEqual(['l']);
      expect((await store.incr(`${key}:c`, 10_000)).count).toBe(2);
    });
  });
}

contract('memory', async () => new MemoryStore());

describe('with a real redis-server', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());
  contract('Redis', () => RedisStore.open(redis.url));

  it('delivers a message published on one instance to the listeners of another', async () => {
    const [a, b] = await Promise.all([RedisStore.open(redis.url), RedisStore.open(redis.url)]);
    try {
      const heard: string[] = [];
      const unsubscribe = await b.subscribe('contract:two', (m) => heard.push(m));
      expect(await a.publish('contract:two', 'from A')).toBe(1);
      await expect.poll(() => heard).toEqual(['from A']);
      await unsubscribe();
      expect(await a.publish('contract:two', 'again')).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('refuses to subscribe or publish at once while Redis is down', async () => {
    const down = await startRedis();
    const store = await RedisStore.open(down.url);
    await down.stop();
    try {
      await expect(store.publish('contract:down', 'x')).rejects.toBeInstanceOf(
        StoreUnavailableError,
      );
      await expect(store.subscribe('contract:down', () => {})).rejects.toBeInstanceOf(
        StoreUnavailableError,
      );
    } finally {
      await store.close();
    }
  });
});
