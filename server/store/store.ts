/**
 * Everything the server APIs keep between requests (codes, attempt and rate-limit
 * counters, the practice inbox) goes through this interface, so that server instances sharing
 * one Redis serve one user. Values are strings; expiry is the store's job.
 */
export interface Store {
  get(key: string): Promise<string | undefined>;
  /** Sets the value and its time to live, replacing any earlier value and TTL. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Gives an existing key a new time to live, its value unchanged; false when it is missing. */
  expire(key: string, ttlMs: number): Promise<boolean>;
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
  /** Resolves when the store answers; rejects with StoreUnavailableError when it cannot. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The store cannot be reached now (Redis down or slow); callers answer 503 and retry later. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The store cannot be reached', { cause });
    this.name = 'StoreUnavailableError';
  }
}
