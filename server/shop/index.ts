import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inFlight } from '../inFlight.js';
import type { Store } from '../store/store.js';
import type { Delivery } from '../twofa/delivery.js';
import { issueXsrfCookie } from '../xsrf.js';
import { issueShopperCookie } from './access.js';
import type { ShopConfig } from './config.js';
import { plantedDelays } from './delays.js';
import { shopFailedLogins } from './failedLogins.js';
import { shopRoutes } from './routes.js';
import { shopSessions } from './sessions.js';
import { shopState } from './state.js';

const DRAIN_MAX_MS = 5000;

export interface ShopOptions {
  config: ShopConfig;
  /** Opened and closed by the caller; this API only waits for its own handlers before that. */
  store: Store;
  /** The site's e-mail (practice inbox or SMTP), shared with the 2FA and closed by its owner. */
  delivery: Delivery;
}

/** The Practice Shop's API (SPEC-4 Part D), registered under /api/shop. */
export const shopApi: FastifyPluginAsyncTypebox<ShopOptions> = async (
  app,
  { config, store, delivery },
) => {
  const work = inFlight();
  const delays = plantedDelays();
  // The slow user's delays end at once, so the handlers under way answer and the close goes on.
  app.addHook('preClose', (done) => {
    delays.endAll();
    done();
  });
  app.addHook('onClose', () => work.drained(DRAIN_MAX_MS));
  issueXsrfCookie(app);
  issueShopperCookie(app);
  // Every answer is about one shopper and login: never cached.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  shopRoutes(app, {
    config,
    sessions: shopSessions(store, config.sessionTtlMs),
    state: shopState(store, config.stateTtlMs),
    failures: shopFailedLogins(app, store, config),
    delays,
    delivery,
    work,
  });
};
