import type { FastifyRequest } from 'fastify';
import { delayWhileConnected } from '../delay.js';
import type { Server } from '../http.js';
import { enforce, limiter } from '../limits.js';
import type { Shell } from '../shell.js';
import type { LoadDelayConfig } from './config.js';

export const LOAD_DELAY_PATH = '/loadDelay';

/**
 * SPEC-2 page 27: the page request for /loadDelay is answered after the delay, never its scripts,
 * styles or any other page (they are other routes). A client that goes away frees its socket and
 * timer at once; the rate limit per client IP keeps anyone from holding many sockets open.
 */
export function loadDelayRoutes(app: Server, shell: Shell, config: LoadDelayConfig) {
  const client = (request: FastifyRequest) => request.ip;
  const limits = enforce([
    limiter(app, 'load-delay-client', config.limitPerClient, config.windowMs, client),
  ]);
  app.get(LOAD_DELAY_PATH, { preHandler: limits }, async (_request, reply) => {
    const waited = await delayWhileConnected(reply, config.delayMs);
    // The client went away: there is nobody to answer, so the reply is left unsent.
    if (!waited) return reply.hijack();
    return shell.sendNoStore(reply);
  });
}
