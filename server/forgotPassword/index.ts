import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { RESET_MESSAGES } from '../../src/shared/auth.js';
import { INVALID_EMAIL, mailboxOf } from '../../src/shared/twofa.js';
import { HttpError } from '../errors.js';
import { inFlight } from '../inFlight.js';
import { enforce, limiter } from '../limits.js';
import type { RateLimits } from '../twofa/config.js';
import type { Delivery } from '../twofa/delivery.js';
import { MESSAGES } from '../twofa/messages.js';
import { issueXsrfCookie, requireXsrf } from '../xsrf.js';
import { drawReference, RESET_MAIL_TTL_MS, resetMailFor } from './mail.js';
import { forgotPasswordSchema } from './schemas.js';

const DRAIN_MAX_MS = 5000;

export interface ForgotPasswordOptions {
  /** send-email's limits, counted separately. */
  limits: RateLimits;
  /** The 2FA's delivery (SMTP or the practice inbox), shared; closed by its owner. */
  delivery: Delivery;
}

/** POST /api/forgot-password: a practice reset e-mail with a random reference. */
export const forgotPasswordApi: FastifyPluginAsyncTypebox<ForgotPasswordOptions> = async (
  app,
  { limits, delivery },
) => {
  const work = inFlight();
  app.addHook('onClose', () => work.drained(DRAIN_MAX_MS));
  issueXsrfCookie(app);

  const addressOf = (request: FastifyRequest) =>
    mailboxOf((request.body as { email: string }).email);
  const resetLimits = enforce([
    limiter(app, 'reset-client', limits.sendPerClient, limits.windowMs, (r) => r.ip),
    limiter(app, 'reset-address', limits.sendPerAddress, limits.windowMs, addressOf),
  ]);

  app.post(
    '/forgot-password',
    {
      schema: forgotPasswordSchema,
      schemaErrorFormatter: () => new Error(INVALID_EMAIL),
      preHandler: [requireXsrf, work.track(resetLimits)],
    },
    work.track(async (request) => {
      const { email } = request.body;
      const reference = drawReference();
      try {
        await delivery.deliver(resetMailFor(mailboxOf(email), reference), RESET_MAIL_TTL_MS);
      } catch (error) {
        request.log.warn(error, 'reset e-mail delivery failed');
        throw new HttpError(502, MESSAGES.notDelivered);
      }
      return {
        message: RESET_MESSAGES.sent(email),
        reference,
        practiceInbox: delivery.inbox !== undefined,
      };
    }),
  );
};
