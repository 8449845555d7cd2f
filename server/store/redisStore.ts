import { Redis, ReplyError, type ChainableCommander } from 'ioredis';
import { StoreUnavailableError, type Store } from './store.js';

const KEY_PREFIX = 'playground:';

/**
 * Fail fast, recover by itself: a command waits at most COMMAND_TIMEOUT_MS (queued while the
 * connection is down), and the client keeps reconnecting, however long Redis stays away.
 */
const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 1000;
const RECONNECT_MAX_DELAY_MS = 1000;

/** Runs a MULTI block and returns its replies, throwing the first command error. */
async function run(multi: ChainableCommander): Promise<unknown[]> {
  const replies = await multi.exec();
  if (!replies) throw new Error('Redis transaction aborted');
  return replies.map(([error, reply]) => {
    if (error) throw error;
    return reply;
  });
}

/** A reply error is Redis refusing a command (a bug here); anything else is Redis out of reach. */
async function reachable<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    if (error instanceof ReplyError) throw error;
    throw new StoreUnavailableError(error);
  }
}

/** The shared store: any number of server instances on one Redis. Expiry is Redis's own TTLs. */
export class RedisStore implements Store {
  private readonly redis: Redis;

  /** `onError` hears about connection trouble (ioredis reconnects by itself meanwhile). */
  constructor(url: string, onError: (error: Error) => void = () => {}) {
    this.redis = new Redis(url, {
      keyPrefix: KEY_PREFIX,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_DELAY_MS),
    });
    this.redis.on('error', onError);
  }

  async get(key: string) {
    return (await reachable(this.redis.get(key))) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number) {
    await reachable(this.redis.set(key, value, 'PX', ttlMs));
  }

  async del(key: string) {
    return (await reachable(this.redis.del(key))) > 0;
  }

  async incr(key: string, ttlMs: number) {
    const [, count, ttl] = await reachable(
      run(this.redis.multi().set(key, 0, 'PX', ttlMs, 'NX').incr(key).pttl(key)),
    );
    return { count: Number(count), ttlMs: Number(ttl) };
  }

  async pushCapped(key: string, value: string, max: number, ttlMs: number) {
    await reachable(
      run(
        this.redis
          .multi()
          .lpush(key, value)
          .ltrim(key, 0, max - 1)
          .pexpire(key, ttlMs),
      ),
    );
  }

  async list(key: string) {
    return reachable(this.redis.lrange(key, 0, -1));
  }

  async ping() {
    await reachable(this.redis.ping());
  }

  async close() {
    // quit() would wait for a Redis that may be gone; disconnect() also stops the reconnecting.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => {});
    this.redis.disconnect();
  }
}
