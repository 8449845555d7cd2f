import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from './store.js';

/** Counts one request; answers the seconds to wait when the limit is exceeded. */
type Limiter = (request: FastifyRequest) => Promise<number | undefined>;

/**
 * A fixed window of `max` requests per `windowMs` for each key that `keyOf` gives (a client, an
 * address). The counters live in the store, so that every instance shares them.
 */
export function limiter(
  store: Store,
  name: string,
  max: number,
  windowMs: number,
  keyOf: (request: FastifyRequest) => string | Promise<string>,
): Limiter {
  return async (request) => {
    const key = `ratelimit:${name}:${await keyOf(request)}`;
    const { count, ttlMs } = await store.incr(key, windowMs);
    return count > max ? Math.ceil(ttlMs / 1000) : undefined;
  };
}

class TooManyRequests extends Error {
  statusCode = 429;
  constructor(retryAfterSeconds: number) {
    super(`Too many requests. Please wait ${retryAfterSeconds} seconds before trying again.`);
  }
}

/** Counts the request against each limit; the first one exceeded answers 429 with Retry-After. */
export async function enforce(request: FastifyRequest, reply: FastifyReply, limits: Limiter[]) {
  for (const limit of limits) {
    const retryAfter = await limit(request);
    if (retryAfter !== undefined) {
      void reply.header('Retry-After', retryAfter);
      throw new TooManyRequests(retryAfter);
    }
  }
}
