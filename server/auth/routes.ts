import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  LOGIN_SESSION_COOKIE,
  loginWithNotice,
  PRACTICE_PASSWORD,
  PRACTICE_USERNAME,
} from '../../src/shared/auth.js';
import { HttpError, storeUnavailable } from '../errors.js';
import type { Server } from '../http.js';
import type { InFlight } from '../inFlight.js';
import type { Shell } from '../shell.js';
import { StoreUnavailableError } from '../store/store.js';
import { cookieOptions, requireXsrf } from '../xsrf.js';
import type { failedLogins } from './failedLogins.js';
import { loginSchema, logoutSchema, meSchema } from './schemas.js';
import type { Sessions } from './sessions.js';

export interface AuthRouteDeps {
  sessions: Sessions;
  failures: ReturnType<typeof failedLogins>;
  work: InFlight;
}

const sessionIdOf = (request: FastifyRequest) => request.cookies[LOGIN_SESSION_COOKIE];

const sessionCookie = (request: FastifyRequest) => ({
  ...cookieOptions(request),
  httpOnly: true,
  path: '/',
});

/** Which of the two messages a wrong login gets: the username is checked first, exactly. */
function refusal(username: string, password: string): string | undefined {
  if (username !== PRACTICE_USERNAME) return AUTH_MESSAGES.badUsername;
  if (password !== PRACTICE_PASSWORD) return AUTH_MESSAGES.badPassword;
  return undefined;
}

/** POST /auth/login, POST /auth/logout, GET /auth/me (registered under /api). */
export function authRoutes(app: Server, { sessions, failures, work }: AuthRouteDeps) {
  app.post(
    '/auth/login',
    {
      schema: loginSchema,
      schemaErrorFormatter: () => new Error(AUTH_MESSAGES.malformed),
      preHandler: requireXsrf,
    },
    work.track(async (request, reply) => {
      const { username, password } = request.body;
      await failures.refuseIfBlocked(request);
      const wrong = refusal(username, password);
      if (wrong) {
        await failures.count(request);
        throw new HttpError(401, wrong);
      }
      // A new login replaces the browser's earlier session, and never keeps an id it brought.
      await sessions.close(sessionIdOf(request));
      const id = await sessions.open(username);
      void reply.setCookie(LOGIN_SESSION_COOKIE, id, sessionCookie(request));
      return { message: AUTH_MESSAGES.loggedIn, username };
    }),
  );

  app.post(
    '/auth/logout',
    { schema: logoutSchema, preHandler: requireXsrf },
    work.track(async (request, reply) => {
      await sessions.close(sessionIdOf(request));
      void reply.clearCookie(LOGIN_SESSION_COOKIE, { ...sessionCookie(request), maxAge: 0 });
      return { message: AUTH_MESSAGES.loggedOut };
    }),
  );

  app.get(
    '/auth/me',
    { schema: meSchema },
    work.track(async (request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('Cache-Control', 'no-store');
      const session = await sessions.use(sessionIdOf(request));
      if (!session) throw new HttpError(401, AUTH_MESSAGES.loginRequired);
      return { username: session.username };
    }),
  );
}

/**
 * GET /secureArea, the page request: the app shell with a session, else a redirect to /login.
 * With the store down, the page itself with a 503: a browser shows it, not a JSON body, and the
 * page tells that the service is unavailable (its own call for the session gets the 503 too).
 */
export function secureAreaPage(app: Server, path: string, pageShell: Shell, deps: AuthRouteDeps) {
  app.get(
    path,
    deps.work.track(async (request: FastifyRequest, reply: FastifyReply) => {
      let session;
      try {
        session = await deps.sessions.use(sessionIdOf(request));
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        request.log.error(error);
        const unavailable = storeUnavailable();
        return pageShell.sendNoStore(reply.headers(unavailable.headers), unavailable.statusCode);
      }
      if (session) return pageShell.sendNoStore(reply);
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(loginWithNotice('login-required'), 302);
    }),
  );
}
