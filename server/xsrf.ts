import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '../src/shared/xsrf.js';
import { HttpError } from './errors.js';
import type { Server } from './http.js';

export const XSRF_MESSAGE =
  'Missing or wrong anti-forgery token: send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header.';

/** Cookie attributes every API cookie shares: Lax, and Secure behind HTTPS. */
export const cookieOptions = (request: FastifyRequest) => ({
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/**
 * Double-submit anti-forgery, first half: every API answer gives a browser without one a
 * readable XSRF-TOKEN cookie. Register it in the scope of the routes that check it.
 */
export function issueXsrfCookie(app: Server) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.cookies[XSRF_COOKIE]) return;
    void reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
      ...cookieOptions(request),
      path: '/',
    });
  });
}

/**
 * Second half, a route's preHandler (so after the 415/413/400 checks): the page copies the cookie
 * into the X-XSRF-TOKEN header, which another site's page cannot do.
 */
export async function requireXsrf(request: FastifyRequest): Promise<void> {
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  const token = request.cookies[XSRF_COOKIE];
  if (!token || header !== token) throw new HttpError(403, XSRF_MESSAGE);
}
