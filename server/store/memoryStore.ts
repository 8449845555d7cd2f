import type { Store } from './store.js';

interface Entry {
  value: string | number | string[];
  expiresAt: number;
}

const SWEEP_EVERY_MS = 60_000;

/** The embedded store: one process, nothing to install. Expired entries are dropped on read and swept every minute. */
export class MemoryStore implements Store {
  private readonly entries = new Map<string, Entry>();
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

  async expire(key: string, ttlMs: number) {
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

  async ping() {}

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
