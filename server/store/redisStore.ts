import { Redis, ReplyError, type ChainableCommander } from 'ioredis';
import { StoreUnavailableError, type SlotAnswer, type Store, type Unsubscribe } from './store.js';

const KEY_PREFIX = 'playground:';

/**
 * Fail fast, recover by itself: while the connection is down a command fails at once (no offline
 * queue), a command to a Redis that stopped answering fails after COMMAND_TIMEOUT_MS, and the
 * client keeps reconnecting, however long Redis stays away.
 */
const COMMAND_TIMEOUT_MS = 1500;
const CONNECT_TIMEOUT_MS = 1000;
const RECONNECT_MAX_DELAY_MS = 1000;
/** How long opening waits for a slow first connection before serving anyway (503s until it comes). */
const FIRST_CONNECT_WAIT_MS = 5000;

/**
 * acquireSlot in one step: slots are a sorted set (member -> expiry time); expired ones go, then
 * the member is added when fewer than max remain, and the key lives as long as its last slot.
 * ARGV: now, member, max, expiry time. Answers {1} or {0, ms until the first slot ends}.
 */
const ACQUIRE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(first[2]) - tonumber(ARGV[1])}
end
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[2])
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], last[2])
return {1}
`;

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

/** Resolves when connected, when the first attempt fails (Redis is down: serve 503s), or after a wait. */
function connected(redis: Redis) {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECT_WAIT_MS);
    redis.once('ready', done).once('error', done);
  });
}

/** The shared store: any number of server instances on one Redis. Expiry is Redis's own TTLs. */
export class RedisStore implements Store {
  private readonly redis: Redis;
  /** A connection in subscriber mode takes no other command: pub/sub has its own. */
  private readonly subscriber: Redis;
  /** This instance's listeners per channel (Redis subscribes a channel once per connection). */
  private readonly channels = new Map<
    string,
    { listeners: Set<(message: string) => void>; subscribed: Promise<unknown> }
  >();

  /** A store whose first connection is made (or given up on after a few seconds). */
  static async open(url: string, onError: (error: Error) => void = () => {}) {
    const store = new RedisStore(url, onError);
    await store.firstConnection();
    return store;
  }

  /** `onError` hears about connection trouble (ioredis reconnects by itself meanwhile). */
  private constructor(url: string, onError: (error: Error) => void) {
    this.redis = new Redis(url, {
      keyPrefix: KEY_PREFIX,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_DELAY_MS),
    });
    this.redis.on('error', onError);
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, message: string) => {
      const listeners = this.channels.get(channel.slice(KEY_PREFIX.length))?.listeners;
      for (const listener of [...(listeners ?? [])]) listener(message);
    });
  }

  /** Both connections made, or given up on (see `connected`). */
  private async firstConnection() {
    await Promise.all([connected(this.redis), connected(this.subscriber)]);
  }

  async get(key: string) {
    return (await reachable(this.redis.get(key))) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number) {
    await reachable(this.redis.set(key, value, 'PX', ttlMs));
  }

  async touch(key: string, ttlMs: number) {
    return (await reachable(this.redis.pexpire(key, ttlMs))) === 1;
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

  async acquireSlot(key: string, member: string, max: number, ttlMs: number): Promise<SlotAnswer> {
    const now = Date.now();
    const [acquired, retryAfterMs] = (await reachable(
      this.redis.eval(ACQUIRE_SLOT, 1, key, now, member, max, now + ttlMs),
    )) as [number, number?];
    return acquired === 1
      ? { acquired: true }
      : { acquired: false, retryAfterMs: Number(retryAfterMs) };
  }

  async releaseSlot(key: string, member: string) {
    await reachable(this.redis.zrem(key, member));
  }

  async publish(channel: string, message: string) {
    // Channels are not keys: ioredis leaves them without the prefix.
    return reachable(this.redis.publish(KEY_PREFIX + channel, message));
  }

  async subscribe(channel: string, listener: (message: string) => void): Promise<Unsubscribe> {
    let entry = this.channels.get(channel);
    if (!entry) {
      const subscribed = reachable(this.subscriber.subscribe(KEY_PREFIX + channel));
      entry = { listeners: new Set(), subscribed };
      this.channels.set(channel, entry);
      // A failed SUBSCRIBE leaves no entry behind: the next subscriber tries again.
      subscribed.catch(() => {
        if (this.channels.get(channel) === entry) this.channels.delete(channel);
      });
    }
    const { listeners, subscribed } = entry;
    const heard = (message: string) => listener(message);
    listeners.add(heard);
    try {
      await subscribed;
    } catch (error) {
      listeners.delete(heard);
      throw error;
    }
    return async () => {
      listeners.delete(heard);
      if (listeners.size > 0 || this.channels.get(channel) !== entry) return;
      this.channels.delete(channel);
      // Redis forgets the subscriptions of a lost connection by itself.
      await this.subscriber.unsubscribe(KEY_PREFIX + channel).catch(() => {});
    };
  }

  async ping() {
    await reachable(this.redis.ping());
  }

  async close() {
    // quit() would wait for a Redis that may be gone; disconnect() also stops the reconnecting.
    for (const redis of [this.redis, this.subscriber]) {
      if (redis.status === 'ready') await redis.quit().catch(() => {});
      redis.disconnect();
    }
    this.channels.clear();
  }
}
