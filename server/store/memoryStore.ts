import type { SlotAnswer, Store, Unsubscribe } from './store.js';

interface Entry {
  /** A value, a counter, a list, or slots (member -> expiry time). */
  value: string | number | string[] | Map<string, number>;
  expiresAt: number;
}

const SWEEP_EVERY_MS = 60_000;

/** The embedded store: one process, nothing to install. Expired entries are dropped on read and swept every minute. */
export class MemoryStore implements Store {
  private readonly entries = new Map<string, Entry>();
  private readonly channels = new Map<string, Set<(message: string) => void>>();
  private readonly sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS).unref();

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async get(key: string) {
    const value = this.live(key)?.value;
    return typeof value === 'string' ? value : undefined;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  async touch(key: string, ttlMs: number) {
    const entry = this.live(key);
    if (entry) entry.expiresAt = Date.now() + ttlMs;
    return entry !== undefined;
  }

  async del(key: string) {
    const existed = this.live(key) !== undefined;
    this.entries.delete(key);
    return existed;
  }

  async incr(key: string, ttlMs: number) {
    const entry = this.live(key);
    const count = typeof entry?.value === 'number' ? entry.value + 1 : 1;
    const expiresAt = entry ? entry.expiresAt : Date.now() + ttlMs;
    this.entries.set(key, { value: count, expiresAt });
    return { count, ttlMs: expiresAt - Date.now() };
  }

  async pushCapped(key: string, value: string, max: number, ttlMs: number) {
    const current = this.live(key)?.value;
    const list = Array.isArray(current) ? current : [];
    this.entries.set(key, { value: [value, ...list].slice(0, max), expiresAt: Date.now() + ttlMs });
  }

  async list(key: string) {
    const value = this.live(key)?.value;
    return Array.isArray(value) ? [...value] : [];
  }

  async acquireSlot(key: string, member: string, max: number, ttlMs: number): Promise<SlotAnswer> {
    const now = Date.now();
    const current = this.live(key)?.value;
    const slots = current instanceof Map ? current : new Map<string, number>();
    for (const [taker, expiresAt] of slots) if (expiresAt <= now) slots.delete(taker);
    if (slots.size >= max) {
      return { acquired: false, retryAfterMs: Math.min(...slots.values()) - now };
    }
    slots.set(member, now + ttlMs);
    this.entries.set(key, { value: slots, expiresAt: Math.max(...slots.values()) });
    return { acquired: true };
  }

  async releaseSlot(key: string, member: string) {
    const slots = this.live(key)?.value;
    if (slots instanceof Map) slots.delete(member);
  }

  async publish(channel: string, message: string) {
    const listeners = [...(this.channels.get(channel) ?? [])];
    for (const listener of listeners) listener(message);
    return listeners.length > 0 ? 1 : 0;
  }

  async subscribe(channel: string, listener: (message: string) => void): Promise<Unsubscribe> {
    const listeners = this.channels.get(channel) ?? new Set();
    // A wrapper of its own, so that one listener subscribed twice is two subscriptions.
    const heard = (message: string) => listener(message);
    this.channels.set(channel, listeners.add(heard));
    return async () => {
      listeners.delete(heard);
      if (listeners.size === 0 && this.channels.get(channel) === listeners) {
        this.channels.delete(channel);
      }
    };
  }

  async ping() {}

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.channels.clear();
  }
}
