import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../tests/support/fakeClient.js';
import { testConfig } from '../tests/support/serverConfig.js';
import { buildApp } from './app.js';
import { FastLane } from './fastLane.js';
import { requestIds, type Server } from './http.js';
import { loadFile, type StaticFile } from './static.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over a real socket, the body as sent (not decompressed). */
const send = (port: number, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Answer>((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', path, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });

/** What the connection and the clock add: not part of the answer. */
const withoutTransport = ({
  date: _date,
  connection: _c,
  'keep-alive': _k,
  ...rest
}: IncomingHttpHeaders) => rest;

const ASSET = '/assets/index-abc123.js';

describe('the fast lane, in the whole server', () => {
  let app: Server;
  let port: number;
  let fastifyRequests = 0;
  beforeAll(async () => {
    app = await buildApp(testConfig(fakeClientBuild()));
    app.addHook('onRequest', (_request, _reply, done) => {
      fastifyRequests += 1;
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it.each([
    ['GET', ASSET, { 'accept-encoding': 'gzip, br' }],
    ['GET', ASSET, {}],
    ['HEAD', ASSET, { 'accept-encoding': 'gzip' }],
    ['GET', '/', { 'accept-encoding': 'gzip' }],
    ['GET', '/counter', {}],
    ['GET', '/counter?seed=3', { 'accept-encoding': 'br' }],
    ['GET', '/nestedIframes/firstIframe', { 'sec-fetch-dest': 'iframe' }],
    ['HEAD', '/counter', {}],
  ])(
    'answers %s %s %j without Fastify, exactly as Fastify’s route does',
    async (method, url, headers) => {
      const before = fastifyRequests;
      const fast = await send(port, url, headers, method);
      expect(fastifyRequests).toBe(before);

      const routed = await app.inject({ method: method as 'GET' | 'HEAD', url, headers });
      expect(fast.status).toBe(routed.statusCode);
      expect(withoutTransport(fast.headers)).toEqual(
        withoutTransport(routed.headers as IncomingHttpHeaders),
      );
      expect(fast.body.equals(routed.rawPayload)).toBe(true);
      expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it.each([
    ['a byte range', 'GET', ASSET, { range: 'bytes=0-3' }, 206],
    ['a conditional request', 'GET', '/counter', { 'if-none-match': '"other"' }, 200],
    ['another method', 'POST', '/counter', {}, 404],
    ['an unknown path', 'GET', '/no-such-page', {}, 404],
    ['a trailing slash', 'GET', '/counter/', {}, 301],
    ['a route of its own', 'GET', '/healthz', {}, 200],
  ])('leaves %s to Fastify', async (_what, method, url, headers, status) => {
    const before = fastifyRequests;
    const answer = await send(port, url, headers, method);
    expect(fastifyRequests).toBe(before + 1);
    expect(answer.status).toBe(status);
  });
});

describe('FastLane', () => {
  const lines: Record<string, unknown>[] = [];
  let server: ReturnType<typeof createServer>;
  let port: number;
  let file: StaticFile;
  let current: FastLane;

  /** A lane for the one asset, now answering the test server's requests. */
  function useLane(logLevel: string, trustProxy = false): FastLane {
    const log = pino(
      { level: logLevel },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    current = new FastLane({
      securityHeaders: { 'X-Frame-Options': 'SAMEORIGIN' },
      log,
      logLevel,
      nextRequestId: requestIds(),
      trustProxy,
    });
    current.add(ASSET, { fileFor: () => file, vary: 'accept-encoding' });
    lines.length = 0;
    return current;
  }

  beforeAll(async () => {
    file = await loadFile(fakeClientBuild(), ASSET.slice(1), 'public, max-age=31536000, immutable');
    server = createServer((request, response) => {
      if (!current.answer(request, response)) response.writeHead(418).end('not the lane');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('logs one line per answer, as Fastify’s request log does', async () => {
    useLane('info');
    await send(port, `${ASSET}?v=1`);
    await send(port, ASSET);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'req-1',
      method: 'GET',
      url: `${ASSET}?v=1`,
      statusCode: 200,
      remoteAddress: '127.0.0.1',
      msg: 'request completed',
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
    expect(lines[1]).toMatchObject({ reqId: 'req-2' });
  });

  it('names the client a trusted proxy forwarded for', async () => {
    useLane('info', true);
    await send(port, ASSET, { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' });
    expect(lines[0]).toMatchObject({ remoteAddress: '203.0.113.7' });
  });

  it('writes the security headers and the file’s own', async () => {
    useLane('info');
    const answer = await send(port, ASSET);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('logs nothing at warn, and leaves every request to Fastify at debug or once closed', async () => {
    useLane('warn');
    expect((await send(port, ASSET)).status).toBe(200);
    expect(lines).toHaveLength(0);

    useLane('debug');
    expect((await send(port, ASSET)).status).toBe(418);

    useLane('info').close();
    expect((await send(port, ASSET)).status).toBe(418);
  });
});
