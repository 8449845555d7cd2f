import { Redis, type ChainableCommander } from 'ioredis';
import type { Store } from './store.js';

const KEY_PREFIX = 'playground:';

/** Runs a MULTI block and returns its replies, throwing the first command error. */
async function run(multi: ChainableCommander): Promise<unknown[]> {
  const replies = await multi.exec();
  if (!replies) throw new Error('Redis transaction aborted');
  return replies.map(([error, reply]) => {
    if (error) throw error;
    return reply;
  });
}

/** The shared store: any number of server instances on one Redis. Expiry is Redis's own TTLs. */
export class RedisStore implements Store {
  private readonly redis: Redis;

  /** `onError` hears about connection trouble (ioredis reconnects by itself meanwhile). */
  constructor(url: string, onError: (error: Error) => void = () => {}) {
    this.redis = new Redis(url, { keyPrefix: KEY_PREFIX, maxRetriesPerRequest: 2 });
    this.redis.on('error', onError);
  }

  async get(key: string) {
    return (await this.redis.get(key)) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(key, value, 'PX', ttlMs);
  }

  async del(key: string) {
    return (await this.redis.del(key)) > 0;
  }

  async incr(key: string, ttlMs: number) {
    const [, count, ttl] = await run(
      this.redis.multi().set(key, 0, 'PX', ttlMs, 'NX').incr(key).pttl(key),
    );
    return { count: Number(count), ttlMs: Number(ttl) };
  }

  async pushCapped(key: string, value: string, max: number, ttlMs: number) {
    await run(
      this.redis
        .multi()
        .lpush(key, value)
        .ltrim(key, 0, max - 1)
        .pexpire(key, ttlMs),
    );
  }

  async list(key: string) {
    return this.redis.lrange(key, 0, -1);
  }

  async close() {
    await this.redis.quit();
  }
}
