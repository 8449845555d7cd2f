/**
 * Everything the server APIs keep between requests (codes, attempt and rate-limit
 * counters, the practice inbox) goes through this interface, so that server instances sharing
 * one Redis serve one user. Values are strings; expiry is the store's job.
 */
export interface Store {
  get(key: string): Promise<string | undefined>;
  /** Sets the value and its time to live, replacing any earlier value and TTL. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Gives an existing key a new TTL; false (and nothing stored) when it is missing or expired. */
  touch(key: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key; true when it existed (only one of two racing deletes gets true). */
  del(key: string): Promise<boolean>;
  /**
   * Adds 1 to a counter and returns the new count and its remaining lifetime. The first
   * increment creates it with `ttlMs`; later ones keep that expiry (a fixed window).
   */
  incr(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Puts a value at the front of a list, keeps the first `max`, and resets the list's TTL. */
  pushCapped(key: string, value: string, max: number, ttlMs: number): Promise<void>;
  /** The list, front first; empty when missing or expired. */
  list(key: string): Promise<string[]>;
  /**
   * Takes one of `max` slots under `key` for `member` (a pending request, say) until it is
   * released or `ttlMs` has passed, whichever comes first; atomic, so racing takers never exceed
   * `max`. When all are taken, `retryAfterMs` is how long until the first one ends at the latest.
   */
  acquireSlot(key: string, member: string, max: number, ttlMs: number): Promise<SlotAnswer>;
  /** Frees `member`'s slot under `key` (nothing happens when it has expired or was never taken). */
  releaseSlot(key: string, member: string): Promise<void>;
  /**
   * Sends `message` to the listeners of `channel` on every instance sharing this store; resolves
   * to how many instances heard it (one per store with at least one listener on the channel).
   */
  publish(channel: string, message: string): Promise<number>;
  /**
   * Calls `listener` with each message published on `channel` from when it resolves; the
   * function it resolves to stops that.
   */
  subscribe(channel: string, listener: (message: string) => void): Promise<Unsubscribe>;
  /** Resolves when the store answers; rejects with StoreUnavailableError when it cannot. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type Unsubscribe = () => Promise<void>;

export type SlotAnswer = { acquired: true } | { acquired: false; retryAfterMs: number };

/** The store cannot be reached now (Redis down or slow); callers answer 503 and retry later. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The store cannot be reached', { cause });
    this.name = 'StoreUnavailableError';
  }
}
