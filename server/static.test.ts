import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../tests/support/serverConfig.js';
import { buildApp } from './app.js';
import type { Server } from './http.js';
import { matchesEtag, pickEncoding } from './static.js';

const SHELL = `<!doctype html><title>shell</title><div id="root"></div>${' '.repeat(600)}`;
const SCRIPT = 'console.log("entry");'.repeat(100);
const ENTRY = '/assets/index-abc123.js';

/** A build with the shell and one hashed script, each with .br and .gz, and one plain asset. */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ap-static-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of [
    ['index.html', SHELL],
    [ENTRY.slice(1), SCRIPT],
  ] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
  }
  writeFileSync(join(dir, 'assets/font-x1.woff2'), Buffer.from([0, 1, 2, 3]));
  writeFileSync(join(dir, 'theme.js'), '/* theme */');
  return dir;
}

const etagOf = (path: string) => {
  const info = statSync(path);
  return `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
};

describe('static files from memory', () => {
  let app: Server;
  let dir: string;
  beforeAll(async () => {
    dir = build();
    app = await buildApp(testConfig(dir));
  });
  afterAll(() => app.close());

  it('sends a hashed asset with the headers @fastify/static sent: immutable, typed, tagged', async () => {
    const res = await app.inject(ENTRY);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-length']).toBe(String(SCRIPT.length));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBe(etagOf(join(dir, ENTRY)));
    expect(res.headers['last-modified']).toBe(statSync(join(dir, ENTRY)).mtime.toUTCString());
    // The security headers still ride on every answer.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['br, gzip', 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
    ['gzip;q=1, br;q=0', 'gzip', '.gz'],
    ['*', 'br', '.br'],
    ['identity', undefined, ''],
  ])('Accept-Encoding "%s" gets %s', async (accept, encoding, suffix) => {
    const res = await app.inject({ url: ENTRY, headers: { 'accept-encoding': accept } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.etag).toBe(etagOf(join(dir, ENTRY) + suffix));
    const body = res.rawPayload;
    const text =
      encoding === 'br'
        ? brotliDecompressSync(body)
        : encoding === 'gzip'
          ? gunzipSync(body)
          : body;
    expect(text.toString()).toBe(SCRIPT);
    expect(res.headers['content-length']).toBe(String(body.length));
  });

  it('answers 304 with no body when If-None-Match holds the ETag of the encoding asked for', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const first = await app.inject({ url: ENTRY, headers });
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: ENTRY, headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const list = await app.inject({
      url: ENTRY,
      headers: { ...headers, 'if-none-match': `"other", ${etag}` },
    });
    expect(list.statusCode).toBe(304);
    const other = await app.inject({ url: ENTRY, headers: { ...headers, 'if-none-match': '"x"' } });
    expect(other.statusCode).toBe(200);
  });

  it('sends the shell from memory, revalidated, with 304 too', async () => {
    const res = await app.inject({ url: '/counter', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SHELL);
    const again = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown path, or an unknown asset, 404 with the shell (never 304)', async () => {
    for (const url of ['/no-such-page', '/assets/missing-123.js']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(SHELL);
      const tagged = await app.inject({ url, headers: { 'if-none-match': '*' } });
      expect(tagged.statusCode).toBe(404);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const url of [ENTRY, '/counter']) {
      const get = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      const head = await app.inject({
        method: 'HEAD',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'content-length', 'etag', 'cache-control', 'vary']) {
        expect(head.headers[name]).toBe(get.headers[name]);
      }
    }
  });

  it('sends a no-store page (a status code exercise) with no validators', async () => {
    const res = await app.inject({ url: '/statusCodes/500', headers: { 'if-none-match': '*' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toBe(SHELL);
  });

  it('leaves byte ranges and files outside /assets to @fastify/static', async () => {
    const range = await app.inject({ url: ENTRY, headers: { range: 'bytes=0-6' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe(SCRIPT.slice(0, 7));
    const font = await app.inject('/assets/font-x1.woff2');
    expect(font.headers['content-type']).toBe('font/woff2');
    const theme = await app.inject('/theme.js');
    expect(theme.headers['cache-control']).toBe('no-cache');
  });
});

describe('route HTML and the inline script hash', () => {
  let app: Server;
  const route = (title: string) => `<!doctype html><title>${title}</title><div id="root"></div>`;
  beforeAll(async () => {
    const dir = build();
    mkdirSync(join(dir, '.vite/routes/nestedIframes'), { recursive: true });
    writeFileSync(join(dir, '.vite/routes/index.html'), route('home'));
    writeFileSync(join(dir, '.vite/routes/counter.html'), route('counter'));
    mkdirSync(join(dir, '.vite/routes/statusCodes'));
    writeFileSync(join(dir, '.vite/routes/statusCodes/200.html'), route('status 200'));
    writeFileSync(join(dir, '.vite/routes/nestedIframes/firstIframe.html'), route('first'));
    writeFileSync(
      join(dir, '.vite/inline-sources.json'),
      JSON.stringify({ scriptSrc: ["'sha256-abc+/='"], styleSrc: ["'sha256-css='"] }),
    );
    app = await buildApp(testConfig(dir));
  });
  afterAll(() => app.close());

  it.each([
    ['/', 'home'],
    ['/counter?seed=2', 'counter'],
    ['/nestedIframes/firstIframe', 'first'],
    ['/statusCodes/200', 'status 200'],
  ])('%s gets its route HTML', async (url, title) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(route(title));
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'sha256-abc+/='");
    expect(csp).toContain("style-src 'self' 'sha256-css='");
  });

  it('answers a page loaded into an iframe with the plain shell (the app drops the frame there)', async () => {
    const headers = { 'sec-fetch-dest': 'iframe' };
    for (const url of ['/nestedIframes/firstIframe', '/counter', '/statusCodes/200']) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
      expect(res.headers.vary).toBe('accept-encoding, sec-fetch-dest');
    }
    const top = await app.inject({ url: '/counter', headers: { 'sec-fetch-dest': 'document' } });
    expect(top.body).toBe(route('counter'));
    expect(top.headers.vary).toBe('accept-encoding, sec-fetch-dest');
  });

  it('keeps the plain shell for unknown paths and pages the build has no HTML for', async () => {
    const unknown = await app.inject('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SHELL);
    expect((await app.inject('/buttonClick')).body).toBe(SHELL);
    for (const url of ['/.vite/routes/counter.html', '/.vite/inline-sources.json']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(SHELL);
    }
  });
});

describe('pickEncoding', () => {
  const both = { br: 1, gzip: 1 };
  it.each([
    [undefined, both, 'identity'],
    ['gzip, deflate, br', both, 'br'],
    ['br;q=0, gzip', both, 'gzip'],
    ['BR', both, 'br'],
    ['br', { gzip: 1 }, 'identity'],
    ['*;q=0', both, 'identity'],
    ['gzip;q=0.5', both, 'gzip'],
    ['br, gzip', {}, 'identity'],
  ] as const)('%s with %o: %s', (header, has, expected) => {
    expect(pickEncoding(header, has)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesEtag('W/"a-1"', 'W/"a-1"')).toBe(true);
    expect(matchesEtag('"a-1"', 'W/"a-1"')).toBe(true);
    expect(matchesEtag('"b", W/"a-1"', 'W/"a-1"')).toBe(true);
    expect(matchesEtag('*', 'W/"a-1"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"a-1"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a-1"')).toBe(false);
  });
});
