import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, PRACTICE_PASSWORD, PRACTICE_USERNAME } from '../../src/shared/auth.js';
import {
  STORAGE_DEMO_SESSION_COOKIE,
  STORAGE_STATE_MESSAGES as MESSAGES,
} from '../../src/shared/storageState.js';
import { HttpError } from '../errors.js';
import { inFlight } from '../inFlight.js';
import { enforce, limiter } from '../limits.js';
import { waitInPendingPlace } from '../slow/pending.js';
import type { Store } from '../store/store.js';
import { cookieOptions, issueXsrfCookie, requireXsrf } from '../xsrf.js';
import type { StorageStateConfig } from './config.js';
import { meSchema, signInSchema, signOutSchema } from './schemas.js';
import { storageStateSessions } from './sessions.js';

const DRAIN_MAX_MS = 5000;

export interface StorageStateOptions {
  config: StorageStateConfig;
  /** Opened and closed by the caller; this API only waits for its own handlers before that. */
  store: Store;
}

const sessionIdOf = (request: FastifyRequest) => request.cookies[STORAGE_DEMO_SESSION_COOKIE];
const sessionCookie = (request: FastifyRequest) => ({
  ...cookieOptions(request),
  httpOnly: true,
  path: '/',
});

/** SPEC-3 page 67 /storageState: a slow sign-in, the session's check and sign-out, under /api. */
export const storageStateApi: FastifyPluginAsyncTypebox<StorageStateOptions> = async (
  app,
  { config, store },
) => {
  const work = inFlight();
  app.addHook('onClose', () => work.drained(DRAIN_MAX_MS));
  const sessions = storageStateSessions(store, config.sessionTtlMs);
  const signIns = limiter(
    app,
    'storage-state-sign-in',
    config.signInLimit,
    config.signInWindowMs,
    (request) => request.ip,
  );

  issueXsrfCookie(app);
  // Every answer is about this browser's session: never cached.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/storage-state/sign-in',
    {
      schema: signInSchema,
      schemaErrorFormatter: () => new Error(AUTH_MESSAGES.malformed),
      preHandler: [requireXsrf, enforce([signIns], MESSAGES.tooMany)],
    },
    work.track(async (request, reply) => {
      const waited = await waitInPendingPlace(
        store,
        reply,
        {
          key: `pending:storage-state-sign-in:${request.ip}`,
          max: config.maxPendingSignIns,
          message: MESSAGES.tooManyPending,
        },
        config.signInDelaySeconds,
      );
      // A client that went away signs nobody in; there is nobody to answer either.
      if (!waited) return reply.hijack();
      const { username, password } = request.body;
      if (username !== PRACTICE_USERNAME || password !== PRACTICE_PASSWORD) {
        throw new HttpError(401, MESSAGES.badCredentials);
      }
      // A new sign-in replaces the browser's earlier session.
      await sessions.close(sessionIdOf(request));
      const { id, user } = await sessions.open(username);
      void reply.setCookie(STORAGE_DEMO_SESSION_COOKIE, id, {
        ...sessionCookie(request),
        maxAge: config.sessionTtlMs / 1000,
      });
      return user;
    }),
  );

  app.get(
    '/storage-state/me',
    { schema: meSchema },
    work.track(async (request: FastifyRequest) => {
      const id = sessionIdOf(request);
      if (!id) throw new HttpError(401, MESSAGES.notSignedIn);
      const user = await sessions.find(id);
      if (!user) throw new HttpError(401, MESSAGES.unknownSession);
      return user;
    }),
  );

  app.post(
    '/storage-state/sign-out',
    { schema: signOutSchema, preHandler: requireXsrf },
    work.track(async (request, reply) => {
      await sessions.close(sessionIdOf(request));
      void reply.clearCookie(STORAGE_DEMO_SESSION_COOKIE, { ...sessionCookie(request), maxAge: 0 });
      return { message: MESSAGES.signedOut };
    }),
  );
};
