import { access } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, RouteOptions } from 'fastify';
import { exercises, isKnownPath, normalizePath, routedPaths } from '../src/shared/catalog.js';
import { captchaApi } from './captcha/index.js';
import { PRACTICE_PREFIX } from '../src/shared/practiceApi.js';
import type { Config } from './config.js';
import { registerHealth } from './health.js';
import { registerRateLimit } from './limits.js';
import { createServer, requestIds, type Server } from './http.js';
import { basicAuthPages } from './basicAuth/index.js';
import { registerOpenApi } from './openapi.js';
import { pageRoutes } from './pages/index.js';
import { connectSourcesOf, registerPublicConfig } from './publicConfig.js';
import { exercisesApi } from './exercises/index.js';
import { registerSecurityHeaders, securityHeaders } from './security.js';
import { FastLane } from './fastLane.js';
import { inlineHashes, PAGE_VARY, shell, type Shell } from './shell.js';
import { IMMUTABLE, loadAssets, REVALIDATE, sendStatic } from './static.js';
import { practiceApi } from './practice/index.js';
import { slowApi } from './slow/index.js';
import { networkApi } from './network/index.js';
import { notesApi } from './notes/index.js';
import { cookiesApi } from './cookies/index.js';
import { consoleMediaRoutes } from './consoleMedia/index.js';
import { chatApi } from './chat/index.js';
import { storageStateApi } from './storageState/index.js';
import { openStore } from './store/open.js';
import { twofaApi } from './twofa/index.js';
import { delivery } from './twofa/delivery.js';
import { authApi } from './auth/index.js';
import { forgotPasswordApi } from './forgotPassword/index.js';
import { trackingApi } from './tracking/index.js';
import { shopApi } from './shop/index.js';
import { SHOP_API } from '../src/shared/shop/api.js';
import { endLeftoverConnectionsOnClose } from './leftoverConnections.js';

const TEXT_SOURCE = 'text/plain; charset=utf-8';

// The app shell answers every page path; the app then shows the page or its not-found page.
const pageFallback =
  (pageShell: Shell) => (path: string, query: string | undefined, reply: FastifyReply) => {
    // "/counter/" becomes "/counter", so that a page's relative links ("./secondIframe") resolve
    // beside it, as they do from the canonical address.
    const canonical = normalizePath(path);
    if (canonical !== path && isKnownPath(canonical)) {
      return reply.redirect(query === undefined ? canonical : `${canonical}?${query}`, 301);
    }
    return pageShell.send(reply, isKnownPath(path) ? 200 : 404);
  };

export interface BuildHooks {
  /** Hears of every route as it is added (tests list the API routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole server, without a port: tests use app.inject, main.ts listens. */
export async function buildApp(config: Config, hooks: BuildHooks = {}): Promise<Server> {
  await access(join(config.clientDir, 'index.html')).catch(() => {
    throw new Error(`No built app in ${config.clientDir}: run "npm run build" first.`);
  });

  // The shell and every hashed asset are read once, here: no file is read per request.
  const [pageShell, assets, hashes] = await Promise.all([
    shell(config.clientDir),
    loadAssets(config.clientDir),
    inlineHashes(config.clientDir),
  ]);
  const publicConfig = { reverseGeocodeUrl: config.reverseGeocodeUrl };
  const headers = securityHeaders(connectSourcesOf(publicConfig, config.websocketOrigin), hashes);
  // The plain page paths and hashed assets are answered before Fastify's routing, by the lane.
  const nextRequestId = requestIds();
  const app = createServer({
    ...config,
    pageFallback: pageFallback(pageShell),
    nextRequestId,
    answerFirst: (request, response) => lane.answer(request, response),
  });
  const lane = new FastLane({
    securityHeaders: headers,
    log: app.log,
    logLevel: config.logLevel,
    nextRequestId,
    trustProxy: config.trustProxy,
  });
  app.addHook('preClose', (done) => {
    lane.close();
    done();
  });
  endLeftoverConnectionsOnClose(app);
  if (hooks.onRoute) app.addHook('onRoute', hooks.onRoute);
  const store = await openStore(config.redisUrl, (error) =>
    app.log.warn(error, 'Redis connection trouble'),
  );
  // E-mail (SMTP or the practice inbox), shared by the 2FA and forgot-password.
  const mail = delivery(store, config.twofa.smtpUrl, config.twofa.smtpFrom);
  // Child plugins close first (the APIs drain their handlers), then the mail and the store go.
  app.addHook('onClose', async () => {
    mail.close();
    await store.close();
  });

  registerSecurityHeaders(app, headers);
  await registerOpenApi(app);

  // Rate-limit counters live in the store, so every instance shares them; each API sets its limits.
  await registerRateLimit(app, store);
  registerHealth(app, store);
  registerPublicConfig(app, publicConfig);
  await app.register(twofaApi, { prefix: '/api', config: config.twofa, store, delivery: mail });
  await app.register(forgotPasswordApi, {
    prefix: '/api',
    limits: config.twofa.limits,
    delivery: mail,
  });
  await app.register(authApi, { config: config.auth, store, pageShell });
  await app.register(exercisesApi, { prefix: '/api' });
  await app.register(basicAuthPages, { pageShell });
  await app.register(captchaApi, { prefix: '/api/captcha', config: config.captcha, store });
  // Pages whose server answer is the exercise: their own routes win over the static files' and
  // the page fallback's.
  await app.register(pageRoutes, { shell: pageShell, config: config.pages });
  await app.register(practiceApi, { prefix: PRACTICE_PREFIX, config: config.practice, store });
  await app.register(slowApi, { prefix: '/api', config: config.slow, store });
  await app.register(cookiesApi, { prefix: '/api' });
  await app.register(consoleMediaRoutes);
  await app.register(chatApi, { config: config.chat, store });
  await app.register(trackingApi, { prefix: '/api', config: config.tracking, store });
  await app.register(networkApi, { prefix: '/api/network', config: config.network, store });
  await app.register(notesApi, { prefix: '/api/notes', config: config.notes, store });
  await app.register(storageStateApi, { prefix: '/api', config: config.storageState, store });
  await app.register(shopApi, { prefix: SHOP_API, config: config.shop, store, delivery: mail });

  // Hashed build assets never change: sent from memory. Other files (media, samples, solutions)
  // come from disk, revalidated on each use.
  app.get('/assets/*', (request, reply) => {
    const file = assets.get(request.url.split('?', 1)[0] ?? '');
    return file ? sendStatic(request, reply, file) : reply.callNotFound();
  });
  await app.register(fastifyStatic, {
    root: config.clientDir,
    preCompressed: true,
    index: false,
    // The build's own records (manifest, route HTML, CSP hashes) are read by the server, not sent.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
      // The reference solutions' sources read as text (a .ts file would otherwise be MPEG-TS video).
      if (/\/solutions\/.+\.(ts|py)$/.test(path)) reply.header('Content-Type', TEXT_SOURCE);
    },
  });
  // Every exact page path is a route of its own: Fastify's not-found path, which the fallback
  // takes, is several times slower per request. Pattern paths, trailing slashes and unknown
  // paths still go to the fallback; pages with their own server answer keep their routes.
  const pagePaths = exercises.filter((e) => !e.fullPageLoad).flatMap(routedPaths);
  const plainPages = ['/', ...pagePaths].filter(
    (path) => !app.hasRoute({ method: 'GET', url: path }),
  );
  for (const path of plainPages) app.get(path, (_request, reply) => pageShell.send(reply));

  // The same answers from the lane: the plain page paths and every hashed asset.
  for (const path of plainPages) {
    lane.add(path, {
      fileFor: (request) => pageShell.fileFor(path, request.headers['sec-fetch-dest']),
      vary: PAGE_VARY,
    });
  }
  for (const [path, file] of assets)
    lane.add(path, { fileFor: () => file, vary: 'accept-encoding' });
  return app;
}
