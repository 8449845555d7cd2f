import { Type } from 'typebox';
import type { Server } from './http.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.js';
import type { Store } from './store/store.js';

const Ready = Type.Object(
  { status: Type.Literal('ok') },
  { description: 'Alive, or ready', examples: [{ status: 'ok' }] },
);

export const STORE_DOWN = 'The store (Redis) cannot be reached.';

const NotReady = Type.Object(
  {
    status: Type.Literal('unavailable'),
    down: Type.Array(Type.String()),
    message: Type.String(),
  },
  {
    description: 'Not ready: what is down',
    examples: [{ status: 'unavailable', down: ['store'], message: STORE_DOWN }],
  },
);

/**
 * GET /healthz: the process is alive (liveness, never looks at the store).
 * GET /readyz: it can serve the APIs, i.e. its store answers (readiness, for a load balancer).
 */
export function registerHealth(app: Server, store: Store) {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: the process answers',
        tags: ['Site'],
        response: { 200: Ready },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: the store answers',
        tags: ['Site'],
        response: { 200: Ready, 503: NotReady },
      },
    },
    async (_request, reply) => {
      try {
        await store.ping();
        return { status: 'ok' as const };
      } catch {
        return reply
          .status(503)
          .header('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS)
          .send({ status: 'unavailable' as const, down: ['store'], message: STORE_DOWN });
      }
    },
  );
}
