import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from './store.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** @fastify/rate-limit with its counters in our store, so that every instance shares them. */
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
  await app.register(rateLimit, { global: false, store: SharedCounters });
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

class TooManyRequests extends Error {
  statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests. Please wait ${retryAfterSeconds} seconds before trying again.`);
  }
}

/** Counts the request against each limit; the first one exceeded answers 429 with Retry-After. */
export async function enforce(request: FastifyRequest, reply: FastifyReply, limits: Limiter[]) {
  for (const limit of limits) {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('Retry-After', result.ttlInSeconds);
      throw new TooManyRequests(result.ttlInSeconds);
    }
  }
}
