import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { InlineHashes } from './shell.js';

/**
 * The policy. The CSP allows only what the site uses: its own scripts, styles, fonts and media,
 * data:/blob: images and media (QR codes, camera, canvas), and framing by itself alone (the
 * nested-iframe pages embed the site in the site).
 */
const policy = (connectSources: string[], inline: InlineHashes): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inline.scriptSrc],
      styleSrc: ["'self'", ...inline.styleSrc],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...connectSources],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'same-origin' },
  // Helmet's defaults otherwise: nosniff, HSTS, COOP same-origin, CORP same-origin, ...
});

/**
 * The headers Helmet sets for the policy, worked out once. Nothing in the policy depends on the
 * request, and @fastify/helmet would parse the whole policy again on every request (a fifth of
 * the time of a page answer).
 */
export function securityHeaders(
  connectSources: string[] = [],
  /** What the build inlined, as 'sha256-...' sources: the theme and start scripts, the styles. */
  inline: InlineHashes = { scriptSrc: [], styleSrc: [] },
): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(policy(connectSources, inline))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.fromEntries(headers);
}

/** Every answer carries the security headers, a route's own header of the same name winning. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string> = securityHeaders(),
) {
  // On the reply, not the raw response: Node then writes them with the route's own in one pass.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
