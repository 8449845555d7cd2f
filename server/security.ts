import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { InlineHashes } from './shell.js';

/**
 * Security headers. The CSP allows only what the site uses: its own scripts, styles, fonts and
 * media, data:/blob: images and media (QR codes, camera, canvas), and framing by itself alone
 * (the nested-iframe pages embed the site in the site).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  connectSources: string[] = [],
  /** What the build inlined, as 'sha256-...' sources: the theme and start scripts, the styles. */
  inline: InlineHashes = { scriptSrc: [], styleSrc: [] },
) {
  await app.register(helmet, {
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
}
