import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.js';
import type { Store } from './store/store.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * @fastify/rate-limit with its counters in our store, so that every instance shares them.
 * skipOnError stays false: when the store is down, its error reaches the error handler (503)
 * instead of letting requests through uncounted.
 */
export async function registerRateLimit(app: FastifyInstance, store: Store) {
  class SharedCounters {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      store.incr(`ratelimit:${key}`, timeWindow).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (error: Error) => done(error),
      );
    }
    child() {
      return this;
    }
  }
  await app.register(rateLimit, { global: false, skipOnError: false, store: SharedCounters });
}

/** A limit of `max` requests per window for each key that `keyOf` gives (a client, an address). */
export function limiter(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: number,
  keyOf: (request: FastifyRequest) => string | Promise<string>,
): Limiter {
  return app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: async (request) => `${name}:${await keyOf(request)}`,
  });
}

/**
 * A preHandler counting the request against each limit; the first one exceeded answers 429 with
 * `Retry-After`, and with `message` where the route's spec words its own.
 */
export const enforce = (limits: Limiter[], message?: string) => async (request: FastifyRequest) => {
  for (const limit of limits) {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw tooManyRequests(result.ttlInSeconds, message);
    }
  }
};
