import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercises } from '../src/shared/catalog.js';
import { FAKE_SHELL, fakeClientBuild } from '../tests/support/fakeClient.js';
import { testConfig } from '../tests/support/serverConfig.js';
import { buildApp } from './app.js';

const SHELL = FAKE_SHELL;

describe('server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig(fakeClientBuild()));
  });
  afterAll(() => app.close());

  it('answers /healthz', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the store answers', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  // A fullPageLoad page's answer is its exercise (a status, a challenge): its own tests check it.
  const shellPages = exercises.filter((e) => !e.fullPageLoad);
  it.each(['/', ...shellPages.flatMap((e) => [e.path, ...(e.aliases ?? [])])])(
    'serves the app shell for %s, never cached',
    async (path) => {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(SHELL);
    },
  );

  it('redirects a page path with a trailing slash to the page, keeping the query', async () => {
    const res = await app.inject('/nestedIframes/firstIframe/?seed=3');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/nestedIframes/firstIframe?seed=3');
    expect((await app.inject('/counter?seed=3')).statusCode).toBe(200);
    expect((await app.inject('/no-such-page/')).statusCode).toBe(404);
  });

  it('answers 404 with the app shell for an unknown page', async () => {
    const res = await app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(SHELL);
  });

  it('answers 404 JSON for an unknown API path and for other methods', async () => {
    const api = await app.inject('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No such endpoint: GET /api/nothing' });
    const post = await app.inject({ method: 'POST', url: '/counter' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toHaveProperty('message');
  });

  it('caches hashed assets for a year and sends them precompressed', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates files that are not hashed', async () => {
    const res = await app.inject('/theme.js');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('refuses to start without a built app', async () => {
    await expect(buildApp(testConfig(join(tmpdir(), 'missing-build')))).rejects.toThrow(
      /npm run build/,
    );
  });
});
