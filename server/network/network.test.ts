import { afterEach, describe, expect, it } from 'vitest';
import { expectError } from '../../tests/support/expectError.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import type { Server } from '../http.js';
import { networkConfigFromEnv } from './config.js';
import { NETWORK_MESSAGES as M, PIXEL_GIF, search } from './messages.js';

let app: Server | undefined;
afterEach(() => app?.close());

const start = async (env: NodeJS.ProcessEnv = {}) => {
  app = await buildApp(testConfig(fakeClientBuild(), env));
  return app;
};

const profile = (body: unknown, requestId: string | null = 'pg-1', remoteAddress?: string) =>
  app!.inject({
    method: 'POST',
    url: '/api/network/profile',
    headers: requestId === null ? {} : { 'x-request-id': requestId },
    payload: body as object,
    remoteAddress,
  });

describe('settings', () => {
  it("defaults to the spec's numbers and refuses a bad one", () => {
    expect(networkConfigFromEnv({})).toEqual({
      slowDelaySeconds: 3,
      slowMaxPendingPerClient: 5,
      limitPerMinute: 120,
    });
    expect(() => networkConfigFromEnv({ NETWORK_SLOW_DELAY_SECONDS: '301' })).toThrow(
      /NETWORK_SLOW_DELAY_SECONDS/,
    );
    expect(() => networkConfigFromEnv({ NETWORK_LIMIT_PER_MINUTE: '0' })).toThrow(
      /NETWORK_LIMIT_PER_MINUTE/,
    );
  });
});

describe('search', () => {
  it('finds the names containing the term in any case, in the fixed order', () => {
    expect(search('lamp')).toEqual(['Desk lamp', 'Floor lamp', 'Reading lamp']);
    expect(search('DESK')).toEqual(['Desk lamp', 'Standing desk']);
    expect(search('')).toHaveLength(6);
    expect(search('sofa')).toEqual([]);
  });
});

describe('GET /api/network/search', () => {
  it('answers the query, its count and results, never cached', async () => {
    await start();
    const res = await app!.inject('/api/network/search?q=lamp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      query: 'lamp',
      count: 3,
      results: ['Desk lamp', 'Floor lamp', 'Reading lamp'],
    });
    const none = await app!.inject('/api/network/search?q=Sofa%20bed');
    expect(none.json()).toEqual({ query: 'Sofa bed', count: 0, results: [] });
    expect((await app!.inject('/api/network/search')).json()).toMatchObject({
      query: '',
      count: 6,
    });
  });

  it('refuses a term over 50 characters: 400, not counted', async () => {
    await start({ NETWORK_LIMIT_PER_MINUTE: '1' });
    const res = await app!.inject(`/api/network/search?q=${'a'.repeat(51)}`);
    expectError(res, 400, M.queryTooLong);
    expect(res.headers['cache-control']).toBe('no-store');
    const fifty = await app!.inject(`/api/network/search?q=${'a'.repeat(50)}`);
    expect(fifty.statusCode).toBe(200);
  });
});

describe('POST /api/network/profile', () => {
  it('echoes the profile and the request id', async () => {
    await start();
    const res = await profile({ displayName: 'Tester', newsletter: false });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      saved: { displayName: 'Tester', newsletter: false },
      requestId: 'pg-1',
    });
  });

  it('refuses a bad body, then a bad request id, with their messages', async () => {
    await start();
    for (const body of [
      {},
      { displayName: '', newsletter: true },
      { displayName: 'x'.repeat(41), newsletter: true },
      { displayName: 'Tester', newsletter: 'yes' },
      { displayName: 'Tester', newsletter: true, admin: true },
      [],
    ]) {
      expectError(await profile(body), 400, M.badProfile);
    }
    expectError(await profile({}, 'bad id'), 400, M.badProfile);
    for (const id of [null, '', 'a b', 'x'.repeat(65), 'pg.1']) {
      expectError(
        await profile({ displayName: 'Tester', newsletter: true }, id),
        400,
        M.badRequestId,
      );
    }
    const longest = await profile(
      { displayName: 'x'.repeat(40), newsletter: true },
      'A_-9'.repeat(16),
    );
    expect(longest.statusCode).toBe(200);
  });

  it('takes JSON only', async () => {
    await start();
    const res = await app!.inject({
      method: 'POST',
      url: '/api/network/profile',
      headers: { 'content-type': 'text/plain', 'x-request-id': 'pg-1' },
      payload: 'displayName=Tester',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers 413 to a body over 1 KB before the schema (SPEC-2 §0b)', async () => {
    await start();
    // A 1.1 KB display name breaks the schema too: the size is checked first.
    const res = await app!.inject({
      method: 'POST',
      url: '/api/network/profile',
      headers: { 'x-request-id': 'pg-1' },
      payload: { displayName: 'x'.repeat(1100) },
    });
    expectError(res, 413, ERROR_MESSAGES.tooLarge);
  });
});

describe('GET /api/network/report', () => {
  it('is always 503 with Retry-After: 30, never cached', async () => {
    await start();
    const res = await app!.inject('/api/network/report');
    expectError(res, 503, M.reportDown);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/network/pixel', () => {
  it('answers a transparent 1 × 1 GIF with any query, never cached', async () => {
    await start();
    for (const url of ['/api/network/pixel', '/api/network/pixel?n=4']) {
      const res = await app!.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload).toEqual(PIXEL_GIF);
    }
    expect(PIXEL_GIF.subarray(0, 6).toString()).toBe('GIF89a');
    // Width and height, little-endian, after the signature.
    expect([PIXEL_GIF.readUInt16LE(6), PIXEL_GIF.readUInt16LE(8)]).toEqual([1, 1]);
  });
});

describe('GET /api/network/slow', () => {
  it('answers after the set delay', async () => {
    await start({ NETWORK_SLOW_DELAY_SECONDS: '1' });
    const started = Date.now();
    const res = await app!.inject('/api/network/slow');
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ message: 'Answered after 1 s.', delayMs: 1000 });
  });

  it('holds at most the set number pending per client: 429 with Retry-After', async () => {
    await start({ NETWORK_SLOW_DELAY_SECONDS: '1', NETWORK_SLOW_MAX_PENDING_PER_CLIENT: '2' });
    const pending = [app!.inject('/api/network/slow'), app!.inject('/api/network/slow')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await app!.inject('/api/network/slow');
    expectError(refused, 429, M.tooManySlow);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const elsewhere = app!.inject({ url: '/api/network/slow', remoteAddress: '10.0.0.2' });
    expect((await Promise.all([...pending, elsewhere])).map((r) => r.statusCode)).toEqual([
      200, 200, 200,
    ]);
  });
});

describe('the per-client limit', () => {
  it('counts every call together; over it, 429 "Too many requests." with Retry-After', async () => {
    await start({ NETWORK_LIMIT_PER_MINUTE: '3' });
    expect((await app!.inject('/api/network/search?q=lamp')).statusCode).toBe(200);
    expect((await app!.inject('/api/network/pixel?n=1')).statusCode).toBe(200);
    expect((await app!.inject('/api/network/report')).statusCode).toBe(503);
    for (const url of ['/api/network/search', '/api/network/pixel', '/api/network/report']) {
      const refused = await app!.inject(url);
      expectError(refused, 429, M.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expectError(await profile({ displayName: 'Tester', newsletter: true }), 429, M.tooManyRequests);
    const other = await profile({ displayName: 'Tester', newsletter: true }, 'pg-2', '10.0.0.2');
    expect(other.statusCode).toBe(200);
  });
});
