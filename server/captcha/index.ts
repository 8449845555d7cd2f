import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inFlight } from '../inFlight.js';
import type { Store } from '../store/store.js';
import { issueXsrfCookie } from '../xsrf.js';
import type { CaptchaConfig } from './config.js';
import { captchaRoutes } from './routes.js';

const DRAIN_MAX_MS = 5000;

export interface CaptchaOptions {
  config: CaptchaConfig;
  /** Opened and closed by the caller; this API only waits for its own handlers before that. */
  store: Store;
}

/** The practice CAPTCHA of /recaptcha, registered under /api/captcha. */
export const captchaApi: FastifyPluginAsyncTypebox<CaptchaOptions> = async (
  app,
  { config, store },
) => {
  const work = inFlight();
  app.addHook('onClose', () => work.drained(DRAIN_MAX_MS));
  issueXsrfCookie(app);
  captchaRoutes(app, { config, store, work });
};
