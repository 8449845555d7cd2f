import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_SLOW_DELAY_SECONDS } from '../../src/shared/slow.js';
import { HttpError } from '../errors.js';
import type { Store } from '../store/store.js';
import type { SlowConfig } from './config.js';
import { MESSAGES } from './messages.js';
import { waitInPendingPlace } from './pending.js';
import { ajaxDataSchema, slowSchema } from './schemas.js';

export interface SlowOptions {
  config: SlowConfig;
  store: Store;
}

/** GET /slow and GET /ajaxData (SPEC-2 pages 24 and 26): deliberately late answers, registered under /api. */
export const slowApi: FastifyPluginAsyncTypebox<SlowOptions> = async (app, { config, store }) => {
  const invalidDelay = MESSAGES.invalidDelay(config.slowMaxDelaySeconds);
  const defaultDelay = Math.min(DEFAULT_SLOW_DELAY_SECONDS, config.slowMaxDelaySeconds);

  // Every answer, errors included, is about this one request: never cached.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/slow',
    { schema: slowSchema, schemaErrorFormatter: () => new Error(invalidDelay) },
    async (request, reply) => {
      const { delay } = request.query;
      const seconds = delay === undefined ? defaultDelay : Number(delay);
      if (seconds > config.slowMaxDelaySeconds) throw new HttpError(400, invalidDelay);
      await waitInPendingPlace(
        store,
        reply,
        {
          key: `pending:slow:${request.ip}`,
          max: config.slowMaxPendingPerClient,
          message: MESSAGES.tooManySlow,
        },
        seconds,
      );
      return { message: MESSAGES.answered(seconds), delaySeconds: seconds };
    },
  );

  app.get('/ajaxData', { schema: ajaxDataSchema }, async (request, reply) => {
    await waitInPendingPlace(
      store,
      reply,
      {
        key: `pending:ajax:${request.ip}`,
        max: config.ajaxMaxPendingPerClient,
        message: MESSAGES.tooManyAjax,
      },
      config.ajaxDelaySeconds,
    );
    return { message: MESSAGES.ajaxLoaded };
  });
};
