import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP allows only what the site uses: its own scripts, styles, fonts and
 * media, data:/blob: images and media (QR codes, camera, canvas), and framing by itself alone
 * (the nested-iframe pages embed the site in the site).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  connectSources: string[] = [],
  /** The build's inline scripts, as 'sha256-...' sources (the theme pre-paint script). */
  scriptHashes: string[] = [],
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'"],
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
