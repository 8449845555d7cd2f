import { access } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { isKnownPath, normalizePath } from '../src/shared/catalog.js';
import type { Config } from './config.js';
import {
  connectSourcesOf,
  DEFAULT_REVERSE_GEOCODE_URL,
  registerPublicConfig,
} from './publicConfig.js';
import { registerSecurityHeaders } from './security.js';
import { twofaApi } from './twofa/index.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const TEXT_SOURCE = 'text/plain; charset=utf-8';

/** The whole server, without a port: tests use app.inject, main.ts listens. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
  });

  const publicConfig = {
    reverseGeocodeUrl: config.reverseGeocodeUrl ?? DEFAULT_REVERSE_GEOCODE_URL,
  };
  await registerSecurityHeaders(app, connectSourcesOf(publicConfig));

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    void reply
      .status(status)
      .send({ message: status >= 500 ? 'Something went wrong on our side.' : error.message });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  registerPublicConfig(app, publicConfig);
  await app.register(twofaApi, { prefix: '/api', ...config.twofa });

  // Hashed build assets never change; everything else is revalidated on each use.
  await app.register(fastifyStatic, {
    root: config.clientDir,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
      // The reference solutions' sources read as text (a .ts file would otherwise be MPEG-TS video).
      if (/\/solutions\/.+\.(ts|py)$/.test(path)) reply.header('Content-Type', TEXT_SOURCE);
    },
  });

  await access(join(config.clientDir, 'index.html')).catch(() => {
    throw new Error(`No built app in ${config.clientDir}: run "npm run build" first.`);
  });

  // The app shell answers every page path; the app then shows the page or its not-found page.
  const sendShell = (path: string, reply: FastifyReply) =>
    reply.status(isKnownPath(path) ? 200 : 404).sendFile('index.html');

  app.get('/', (_request, reply) => sendShell('/', reply));

  app.setNotFoundHandler((request, reply) => {
    const [path = '/', query] = request.url.split('?', 2);
    if (path.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${path}` });
    }
    // "/counter/" becomes "/counter", so that a page's relative links ("./secondIframe") resolve
    // beside it, as they do from the canonical address.
    const canonical = normalizePath(path);
    if (canonical !== path && isKnownPath(canonical)) {
      return reply.redirect(query === undefined ? canonical : `${canonical}?${query}`, 301);
    }
    return sendShell(path, reply);
  });

  return app;
}
