import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { enforce, limiter } from '../limits.js';
import { waitInPendingPlace } from '../slow/pending.js';
import type { Store } from '../store/store.js';
import type { NetworkConfig } from './config.js';
import {
  NETWORK_MESSAGES as M,
  PIXEL_GIF,
  REPORT_RETRY_AFTER_SECONDS,
  search,
} from './messages.js';
import { pixelSchema, profileSchema, reportSchema, searchSchema, slowSchema } from './schemas.js';

export interface NetworkOptions {
  config: NetworkConfig;
  store: Store;
}

/**
 * The five calls of /networkRequests (SPEC-3 page 62), registered under /api/network. One
 * per-client limit counts them all; a refused 400 is not counted (the limit runs after the schema).
 */
export const networkApi: FastifyPluginAsyncTypebox<NetworkOptions> = async (
  app,
  { config, store },
) => {
  const perClient = limiter(app, 'network', config.limitPerMinute, 60_000, (r) => r.ip);
  const preHandler = enforce([perClient], M.tooManyRequests);

  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/search',
    { schema: searchSchema, preHandler, schemaErrorFormatter: () => new Error(M.queryTooLong) },
    async (request) => {
      const query = request.query.q ?? '';
      const results = search(query);
      return { query, count: results.length, results };
    },
  );

  app.post(
    '/profile',
    {
      schema: profileSchema,
      preHandler,
      schemaErrorFormatter: (_errors, part) =>
        new Error(part === 'headers' ? M.badRequestId : M.badProfile),
    },
    async (request) => ({ saved: request.body, requestId: request.headers['x-request-id'] }),
  );

  // Sent, not thrown: this 503 is the exercise, not a fault for the error log.
  app.get('/report', { schema: reportSchema, preHandler }, async (_request, reply) =>
    reply
      .code(503)
      .header('Retry-After', REPORT_RETRY_AFTER_SECONDS)
      .send({ message: M.reportDown }),
  );

  const seconds = config.slowDelaySeconds;
  app.get('/slow', { schema: slowSchema(seconds), preHandler }, async (request, reply) => {
    await waitInPendingPlace(
      store,
      reply,
      {
        key: `pending:network:${request.ip}`,
        max: config.slowMaxPendingPerClient,
        message: M.tooManySlow,
      },
      seconds,
    );
    return { message: M.answered(seconds), delayMs: seconds * 1000 };
  });

  app.get('/pixel', { schema: pixelSchema, preHandler }, async (_request, reply) =>
    reply.type('image/gif').send(PIXEL_GIF),
  );
};
