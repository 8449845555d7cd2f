import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { TWOFA_SESSION_COOKIE } from '../../src/shared/cookies.js';
import { INVALID_CODE_LENGTH, INVALID_EMAIL, mailboxOf } from '../../src/shared/twofa.js';
import { HttpError } from '../errors.js';
import type { Server } from '../http.js';
import type { InFlight } from '../inFlight.js';
import type { Store } from '../store/store.js';
import { cookieOptions, requireXsrf } from '../xsrf.js';
import { drawCode, matches, storedCode, type StoredCode } from './codes.js';
import type { RateLimits } from './config.js';
import type { Delivery } from './delivery.js';
import { enforce, limiter } from '../limits.js';
import { CODE_TTL_MS, mailFor, MAX_TRIES, MESSAGES } from './messages.js';
import {
  InboxParams,
  inboxSchema,
  sendEmailSchema,
  sessionSchema,
  verifyCodeSchema,
} from './schemas.js';

export interface TwofaRouteDeps {
  store: Store;
  limits: RateLimits;
  delivery: Delivery;
  work: InFlight;
}

/**
 * The 2FA routes: a random code per session, delivered to the practice inbox (or by SMTP),
 * verified in constant time with a bounded number of tries.
 */
export function twofaRoutes(app: Server, { store, limits, delivery, work }: TwofaRouteDeps) {
  // The session cookie names the latest code: a new random id with every send, never an id the
  // browser brings, so a planted cookie cannot be fixed on a victim.
  const sessionOf = (request: FastifyRequest) => request.cookies[TWOFA_SESSION_COOKIE];

  const codeOf = async (session: string | undefined) => {
    const stored = session && (await store.get(`code:${session}`));
    return stored ? (JSON.parse(stored) as StoredCode) : undefined;
  };

  const client = (request: FastifyRequest) => request.ip;
  const sendLimits = enforce([
    limiter(app, 'send-client', limits.sendPerClient, limits.windowMs, client),
    limiter(app, 'send-address', limits.sendPerAddress, limits.windowMs, (request) =>
      mailboxOf((request.body as { email: string }).email),
    ),
  ]);
  const verifyLimits = enforce([
    limiter(app, 'verify-client', limits.verifyPerClient, limits.windowMs, client),
    limiter(app, 'verify-address', limits.verifyPerAddress, limits.windowMs, async (request) => {
      const code = await codeOf(sessionOf(request));
      return code?.mailbox ?? 'none';
    }),
  ]);

  app.get('/session', { schema: sessionSchema }, async () => ({ message: MESSAGES.ready }));

  app.post(
    '/send-email',
    {
      schema: sendEmailSchema,
      schemaErrorFormatter: () => new Error(INVALID_EMAIL),
      preHandler: [requireXsrf, work.track(sendLimits)],
    },
    work.track(async (request, reply) => {
      const { email } = request.body;
      const mailbox = mailboxOf(email);
      const previous = sessionOf(request);
      if (previous) await store.del(`code:${previous}`);
      const session = randomBytes(32).toString('base64url');
      const code = drawCode();
      await store.set(
        `code:${session}`,
        JSON.stringify(storedCode(code, mailbox, CODE_TTL_MS)),
        CODE_TTL_MS,
      );
      void reply.setCookie(TWOFA_SESSION_COOKIE, session, {
        ...cookieOptions(request),
        httpOnly: true,
        path: '/api',
      });
      try {
        await delivery.deliver(mailFor(mailbox, code), CODE_TTL_MS);
      } catch (error) {
        request.log.warn(error, 'e-mail delivery failed');
        await store.del(`code:${session}`);
        throw new HttpError(502, MESSAGES.notDelivered);
      }
      return { message: MESSAGES.sent(email) };
    }),
  );

  app.post(
    '/verify-code',
    {
      schema: verifyCodeSchema,
      schemaErrorFormatter: () => new Error(INVALID_CODE_LENGTH),
      preHandler: [requireXsrf, work.track(verifyLimits)],
    },
    work.track(async (request) => {
      const { typedCode } = request.body;
      const session = sessionOf(request);
      const code = await codeOf(session);
      if (!session || !code) throw new HttpError(400, MESSAGES.noCode);
      // Every try counts before the comparison, so parallel guesses cannot exceed the limit.
      const tries = await store.incr(`tries:${session}`, Math.max(1, code.expiresAt - Date.now()));
      if (tries.count > MAX_TRIES) throw new HttpError(403, MESSAGES.tooManyTries);
      if (!matches(typedCode, code)) {
        throw new HttpError(400, MESSAGES.wrongCode(MAX_TRIES - tries.count));
      }
      // Only one of two racing correct tries consumes the code.
      if (!(await store.del(`code:${session}`))) throw new HttpError(400, MESSAGES.noCode);
      await store.del(`tries:${session}`);
      return { message: MESSAGES.verified };
    }),
  );

  app.get(
    '/inbox/:address',
    { schema: inboxSchema, schemaErrorFormatter: () => new Error(INVALID_EMAIL) },
    work.track(async (request: FastifyRequest<{ Params: Static<typeof InboxParams> }>) => {
      const { inbox } = delivery;
      if (!inbox) throw new HttpError(404, MESSAGES.inboxOff);
      const mailbox = mailboxOf(request.params.address);
      return { address: mailbox, messages: await inbox.read(mailbox) };
    }),
  );
}
