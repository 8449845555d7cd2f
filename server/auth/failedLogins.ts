import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../src/shared/auth.js';
import { tooManyRequests } from '../errors.js';
import type { Server } from '../http.js';
import { limiter } from '../limits.js';
import type { Store } from '../store/store.js';
import type { AuthConfig } from './config.js';

const blockKey = (client: string) => `login-blocked:${client}`;

/**
 * The failed-login limit per client IP: failures are counted (a fixed window, server/limits.ts);
 * the one that reaches the limit blocks the client until the window ends, and while the block
 * lasts every login answers 429, a correct one too (SPEC-2 0b).
 */
export function failedLogins(app: Server, store: Store, config: AuthConfig) {
  const client = (request: FastifyRequest) => request.ip;
  const failures = limiter(
    app,
    'login-failed',
    config.failedLoginLimit,
    config.failedLoginWindowMs,
    client,
  );

  return {
    /** Throws the 429 (with Retry-After) while this client is blocked. */
    async refuseIfBlocked(request: FastifyRequest) {
      const until = Number(await store.get(blockKey(client(request))));
      const left = until - Date.now();
      if (left > 0)
        throw tooManyRequests(Math.ceil(left / 1000), AUTH_MESSAGES.tooManyFailedLogins);
    },

    /** Counts a failed login; the limit's last allowed failure starts the block. */
    async count(request: FastifyRequest) {
      const result = await failures(request);
      if (!result.isAllowed && result.remaining === 0 && result.ttl > 0) {
        await store.set(blockKey(client(request)), String(Date.now() + result.ttl), result.ttl);
      }
    },
  };
}
