import { PRACTICE_HTTPONLY_COOKIE } from '../../src/shared/cookies.js';
import { ERROR_MESSAGES } from '../errors.js';
import type { Server } from '../http.js';
import { cookieOptions, requireXsrf } from '../xsrf.js';
import { cookiesOf } from './list.js';
import { cookiesSchema, HTTPONLY_SET, httpOnlySchema } from './schemas.js';

const ONE_DAY_SECONDS = 86_400;

/** GET /cookies and POST /cookies/httponly (SPEC-2 page 58), registered under /api. */
export async function cookiesApi(app: Server) {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  app.get('/cookies', { schema: cookiesSchema }, async (request) => ({
    cookies: cookiesOf(request.headers.cookie),
  }));

  app.post(
    '/cookies/httponly',
    {
      schema: httpOnlySchema,
      schemaErrorFormatter: () => new Error(ERROR_MESSAGES.notJson),
      preHandler: requireXsrf,
    },
    async (request, reply) => {
      void reply.setCookie(PRACTICE_HTTPONLY_COOKIE, '1', {
        ...cookieOptions(request),
        httpOnly: true,
        path: '/',
        maxAge: ONE_DAY_SECONDS,
      });
      return { message: HTTPONLY_SET };
    },
  );
}
