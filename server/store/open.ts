import { MemoryStore } from './memoryStore.js';
import { RedisStore } from './redisStore.js';
import type { Store } from './store.js';

/** Redis when a URL is set (several instances share it), else the in-process memory store. */
export async function openStore(
  redisUrl: string | undefined,
  onError: (error: Error) => void,
): Promise<Store> {
  return redisUrl ? RedisStore.open(redisUrl, onError) : new MemoryStore();
}
