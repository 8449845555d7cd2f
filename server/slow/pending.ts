import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { delayWhileConnected } from '../delay.js';
import { tooManyRequests } from '../errors.js';
import type { Store } from '../store/store.js';

/** A slot outlives its delay by this much, so that a crashed instance's slots still free themselves. */
const SLOT_GRACE_MS = 1000;

export interface PendingLimit {
  /** The store key of one client's pending requests of one kind. */
  key: string;
  max: number;
  /** The 429 message when all of them are taken. */
  message: string;
}

/**
 * Waits `seconds` holding one of the client's pending places (in the shared store, so that every
 * instance counts them); 429 with Retry-After when none is free. The place is freed as soon as
 * the wait ends, early when the client goes away. True when the client waited the whole delay.
 */
export async function waitInPendingPlace(
  store: Store,
  reply: FastifyReply,
  { key, max, message }: PendingLimit,
  seconds: number,
): Promise<boolean> {
  const member = randomUUID();
  const place = await store.acquireSlot(key, member, max, seconds * 1000 + SLOT_GRACE_MS);
  if (!place.acquired) {
    throw tooManyRequests(Math.max(1, Math.ceil(place.retryAfterMs / 1000)), message);
  }
  try {
    return await delayWhileConnected(reply, seconds * 1000);
  } finally {
    // With the store out of reach the place frees itself when its TTL ends.
    await store.releaseSlot(key, member).catch((error: unknown) => {
      reply.log.warn(error, 'could not free a pending place');
    });
  }
}
