import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_CODE_LENGTH, INVALID_EMAIL, mailboxOf } from '../../src/shared/twofa.js';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/shared/xsrf.js';
import { drawCode, matches, storedCode, type StoredCode } from './codes.js';
import { twofaConfigFromEnv, type TwofaConfig } from './config.js';
import { practiceInbox } from './inbox.js';
import { inFlight } from './inFlight.js';
import { enforce, limiter, registerRateLimit } from './limits.js';
import { smtpMailer, type Mailer } from './mailer.js';
import { MemoryStore } from './memoryStore.js';
import { RedisStore } from './redisStore.js';
import { inboxParams, sendEmailBody, verifyCodeBody } from './schemas.js';
import type { Store } from './store.js';

export const CODE_TTL_MS = 10 * 60_000;
const MAX_TRIES = 5;
const BODY_LIMIT_BYTES = 1024;
const DRAIN_MAX_MS = 5000;

const SESSION_COOKIE = 'twofa_session';

export const MESSAGES = {
  ready: 'Ready: send an e-mail to get a code.',
  sent: (email: string) =>
    `A 6-digit code was sent to ${email}. It expires in ${CODE_TTL_MS / 60_000} minutes.`,
  verified: 'The code is valid: your e-mail address is verified.',
  wrongCode: (left: number) =>
    left > 0
      ? `Invalid code. ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'Invalid code. No tries left: please send a new code.',
  tooManyTries: 'Too many wrong tries: this code is void. Please send a new code.',
  noCode: 'No valid code: it has expired, was used, or was never sent. Please send a new code.',
  xsrf: 'Missing or wrong anti-forgery token: send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header.',
  notDelivered: 'The e-mail could not be delivered. Please try again later.',
  inboxOff: 'The practice inbox is off: codes are sent by real e-mail (SMTP).',
  notJson: 'The request body must be a JSON object.',
  tooLarge: `The request body is too large (at most ${BODY_LIMIT_BYTES} bytes).`,
  serverError: 'Something went wrong on our side.',
} as const;

const mailFor = (to: string, code: string) => ({
  to,
  subject: 'Your verification code',
  text: `Your verification code is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes.\n\nIf you did not ask for it, ignore this e-mail.`,
});

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Rejects a body field that is present but not a JSON string (Ajv would coerce 123456 to "123456"). */
const requireStrings =
  (fields: string[], message: string) =>
  async (request: FastifyRequest): Promise<void> => {
    const body = request.body as Record<string, unknown> | null;
    if (
      body &&
      typeof body === 'object' &&
      fields.some((f) => f in body && typeof body[f] !== 'string')
    ) {
      throw new HttpError(400, message);
    }
  };

export type TwofaOptions = Partial<TwofaConfig> & { store?: Store };

/**
 * The simulated 2FA API, registered under /api: a random code per session, delivered to the
 * practice inbox (or by SMTP), verified in constant time with a bounded number of tries.
 */
export async function twofaApi(app: FastifyInstance, options: TwofaOptions) {
  const work = inFlight();
  const config = { ...twofaConfigFromEnv({}), ...options };
  const store =
    options.store ??
    (config.redisUrl
      ? new RedisStore(config.redisUrl, (error) => app.log.warn(error, 'Redis connection trouble'))
      : new MemoryStore());
  const smtp = config.smtpUrl ? smtpMailer(config.smtpUrl, config.smtpFrom) : undefined;
  const inbox = smtp ? undefined : practiceInbox(store, config.smtpFrom);
  const deliver: Mailer['send'] = smtp?.send ?? inbox!.deliver;
  app.addHook('onClose', async () => {
    // Requests whose client has gone still run their handlers: let them finish with the store.
    await work.drained(DRAIN_MAX_MS);
    smtp?.close();
    await store.close();
  });

  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  // JSON only: without this, a text/plain body would reach the schemas as a string.
  app.removeContentTypeParser('text/plain');
  await registerRateLimit(app, store);

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpError)
      return reply.status(error.statusCode).send({ message: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ message: MESSAGES.serverError });
    }
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? MESSAGES.tooLarge
        : error.code?.startsWith('FST_ERR_CTP_') || error.name === 'SyntaxError'
          ? MESSAGES.notJson
          : error.message;
    return reply.status(status).send({ message });
  });

  const cookieOptions = (request: FastifyRequest) => ({
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  // Double-submit anti-forgery: the page copies the readable XSRF-TOKEN cookie into a header,
  // which another site's page cannot do.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.cookies[XSRF_COOKIE]) {
      void reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        ...cookieOptions(request),
        path: '/',
      });
    }
    if (request.method === 'POST') {
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      const token = request.cookies[XSRF_COOKIE];
      if (!token || header !== token) throw new HttpError(403, MESSAGES.xsrf);
    }
  });

  // The session cookie names the latest code: a new random id with every send, never an id the
  // browser brings, so a planted cookie cannot be fixed on a victim.
  const sessionOf = (request: FastifyRequest) => request.cookies[SESSION_COOKIE];

  const codeOf = async (session: string | undefined) => {
    const stored = session && (await store.get(`code:${session}`));
    return stored ? (JSON.parse(stored) as StoredCode) : undefined;
  };

  const { limits } = config;
  const client = (request: FastifyRequest) => request.ip;
  const sendLimits = [
    limiter(app, 'send-client', limits.sendPerClient, limits.windowMs, client),
    limiter(app, 'send-address', limits.sendPerAddress, limits.windowMs, (request) =>
      mailboxOf((request.body as { email: string }).email),
    ),
  ];
  const verifyLimits = [
    limiter(app, 'verify-client', limits.verifyPerClient, limits.windowMs, client),
    limiter(app, 'verify-address', limits.verifyPerAddress, limits.windowMs, async (request) => {
      const code = await codeOf(sessionOf(request));
      return code?.mailbox ?? 'none';
    }),
  ];

  app.get('/session', async () => ({ message: MESSAGES.ready }));

  app.post(
    '/send-email',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { body: sendEmailBody },
      schemaErrorFormatter: () => new Error(INVALID_EMAIL),
      preValidation: requireStrings(['email'], INVALID_EMAIL),
      preHandler: work.track((request, reply) => enforce(request, reply, sendLimits)),
    },
    work.track(async (request: FastifyRequest, reply: FastifyReply) => {
      const { email } = request.body as { email: string };
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
      void reply.setCookie(SESSION_COOKIE, session, {
        ...cookieOptions(request),
        httpOnly: true,
        path: '/api',
      });
      try {
        await deliver(mailFor(mailbox, code), CODE_TTL_MS);
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
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { body: verifyCodeBody },
      schemaErrorFormatter: () => new Error(INVALID_CODE_LENGTH),
      preValidation: requireStrings(['typedCode'], INVALID_CODE_LENGTH),
      preHandler: work.track((request, reply) => enforce(request, reply, verifyLimits)),
    },
    work.track(async (request: FastifyRequest) => {
      const { typedCode } = request.body as { typedCode: string };
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
    { schema: { params: inboxParams }, schemaErrorFormatter: () => new Error(INVALID_EMAIL) },
    work.track(async (request: FastifyRequest) => {
      if (!inbox) throw new HttpError(404, MESSAGES.inboxOff);
      const { address } = request.params as { address: string };
      const mailbox = mailboxOf(address);
      return { address: mailbox, messages: await inbox.read(mailbox) };
    }),
  );
}
