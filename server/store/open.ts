import { MemoryStore } from './memoryStore.js';
import type { Store } from './store.js';

/**
 * Redis when a URL is set (several instances share it), else the in-process memory store. The
 * Redis client is loaded only then: a server on the memory store starts without it (the hunt
 * starts one per run).
 */
export async function openStore(
  redisUrl: string | undefined,
  onError: (error: Error) => void,
): Promise<Store> {
  if (!redisUrl) return new MemoryStore();
  const { RedisStore } = await import('./redisStore.js');
  return RedisStore.open(redisUrl, onError);
}
