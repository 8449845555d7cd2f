import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors.js';
import type { Server } from '../http.js';
import { limiter } from '../limits.js';
import type { Store } from '../store/store.js';
import type { ShopConfig } from './config.js';
import { SHOP_API_MESSAGES } from './messages.js';

const blockKey = (client: string) => `shop-login-blocked:${client}`;

/**
 * The shop's failed-login limit per client IP, counted apart from /login's: the failure that
 * reaches the limit blocks the client until the window ends; meanwhile every login answers 429.
 */
export function shopFailedLogins(app: Server, store: Store, config: ShopConfig) {
  const client = (request: FastifyRequest) => request.ip;
  const failures = limiter(
    app,
    'shop-login-failed',
    config.failedLoginLimit,
    config.failedLoginWindowMs,
    client,
  );
  return {
    /** Throws the 429 (with Retry-After) while this client is blocked. */
    async refuseIfBlocked(request: FastifyRequest) {
      const left = Number(await store.get(blockKey(client(request)))) - Date.now();
      if (left > 0) {
        throw tooManyRequests(Math.ceil(left / 1000), SHOP_API_MESSAGES.tooManyFailedLogins);
      }
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
