import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SECURE_AREA_PATH } from '../../src/shared/auth.js';
import type { Server } from '../http.js';
import { inFlight } from '../inFlight.js';
import type { Shell } from '../shell.js';
import type { Store } from '../store/store.js';
import { issueXsrfCookie } from '../xsrf.js';
import type { AuthConfig } from './config.js';
import { failedLogins } from './failedLogins.js';
import { authRoutes, secureAreaPage } from './routes.js';
import { sessions } from './sessions.js';

const DRAIN_MAX_MS = 5000;

export interface AuthOptions {
  config: AuthConfig;
  /** Opened and closed by the caller; this plugin only waits for its own handlers before that. */
  store: Store;
  /** Answers the /secureArea page request of a signed-in browser. */
  pageShell: Shell;
}

/** The practice login: its API under /api/auth and the /secureArea page request (at the root). */
export const authApi: FastifyPluginAsyncTypebox<AuthOptions> = async (
  app,
  { config, store, pageShell },
) => {
  const work = inFlight();
  app.addHook('onClose', () => work.drained(DRAIN_MAX_MS));
  const deps = {
    sessions: sessions(store, config.sessionTtlMs),
    failures: failedLogins(app, store, config),
    work,
  };
  await app.register(
    async (api: Server) => {
      issueXsrfCookie(api);
      authRoutes(api, deps);
    },
    { prefix: '/api' },
  );
  secureAreaPage(app, SECURE_AREA_PATH, pageShell, deps);
};
