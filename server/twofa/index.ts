import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inFlight } from '../inFlight.js';
import type { Store } from '../store/store.js';
import { issueXsrfCookie } from '../xsrf.js';
import type { TwofaConfig } from './config.js';
import { delivery, type Delivery } from './delivery.js';
import { twofaRoutes } from './routes.js';

const DRAIN_MAX_MS = 5000;

export interface TwofaOptions {
  config: TwofaConfig;
  /** Opened and closed by the caller; this API only waits for its own handlers before that. */
  store: Store;
  /** Shared with forgot-password and closed by the caller; else this API opens and closes its own. */
  delivery?: Delivery;
}

/** The simulated 2FA API, registered under /api. */
export const twofaApi: FastifyPluginAsyncTypebox<TwofaOptions> = async (
  app,
  { config, store, delivery: shared },
) => {
  const work = inFlight();
  const codes = shared ?? delivery(store, config.smtpUrl, config.smtpFrom);
  app.addHook('onClose', async () => {
    // Requests whose client has gone still run their handlers: let them finish with the store.
    await work.drained(DRAIN_MAX_MS);
    if (!shared) codes.close();
  });

  issueXsrfCookie(app);
  twofaRoutes(app, { store, limits: config.limits, delivery: codes, work });
};
