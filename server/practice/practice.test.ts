import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MESSAGES as M } from '../../src/shared/practiceApi.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import { createServer, type Server } from '../http.js';
import { registerRateLimit } from '../limits.js';
import { MemoryStore } from '../store/memoryStore.js';
import { RedisStore } from '../store/redisStore.js';
import { startRedis } from '../../tests/support/redisServer.mjs';
import type { Store } from '../store/store.js';
import { practiceConfigFromEnv, type PracticeConfig } from './config.js';
import { endpointPath, practiceApi } from './index.js';
import { expectError } from '../../tests/support/expectError.js';

const apps: Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The practice API alone under /api/practice, as buildApp registers it, on a given store. */
async function practiceApp(store: Store = new MemoryStore(), env: NodeJS.ProcessEnv = {}) {
  const app = createServer({ logLevel: false, trustProxy: false });
  const config: PracticeConfig = practiceConfigFromEnv(env);
  app.addHook('onClose', () => store.close());
  await registerRateLimit(app, store);
  await app.register(practiceApi, { prefix: '/api/practice', config, store });
  await app.ready();
  apps.push(app);
  return app;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
let n = 0;
const newWorkspace = () => `ws-${Date.now()}-${n++}`;

function call(
  app: Server,
  method: InjectOptions['method'],
  url: string,
  options: InjectOptions = {},
) {
  return app.inject({ method, url, ...options });
}
const json = (payload: unknown): InjectOptions => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});

describe('the practice API of a workspace', () => {
  it('GET /code: 6 of A-Z and 0-9, the same on every call, a timestamp per answer', async () => {
    const app = await practiceApp();
    const base = `/api/practice/${newWorkspace()}`;
    const first = await call(app, 'GET', `${base}/code`);
    expect(first.statusCode).toBe(200);
    const { code, timestamp } = first.json<{ code: string; timestamp: string }>();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(timestamp).toMatch(ISO);
    expect((await call(app, 'GET', `${base}/code`)).json()).toMatchObject({ code });
    const other = await call(app, 'GET', `/api/practice/${newWorkspace()}/code`);
    expect(other.json<{ code: string }>().code).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('keeps the last POST, PUT and PATCH body of any JSON kind, nulls before any', async () => {
    const app = await practiceApp();
    const base = `/api/practice/${newWorkspace()}`;
    for (const [last, field] of [
      ['last-post', 'lastPost'],
      ['last-put', 'lastPut'],
      ['last-patch', 'lastPatch'],
    ]) {
      const res = await call(app, 'GET', `${base}/${last}`);
      expect(res.json()).toEqual({ [field!]: null, [`${field}Timestamp`]: null });
    }
    const cases = [
      ['POST', 'echo', 'received', 'last-post', 'lastPost', { name: 'test' }],
      ['PUT', 'update', 'updated', 'last-put', 'lastPut', [1, 'two', { three: 3 }]],
      ['PATCH', 'modify', 'modified', 'last-patch', 'lastPatch', 'just a string'],
      ['POST', 'echo', 'received', 'last-post', 'lastPost', 42],
      ['POST', 'echo', 'received', 'last-post', 'lastPost', null],
    ] as const;
    for (const [method, path, answerKey, last, field, body] of cases) {
      const res = await call(app, method, `${base}/${path}`, json(body));
      expect(res.statusCode, `${method} ${path}`).toBe(200);
      const answer = res.json<Record<string, unknown>>();
      expect(answer).toEqual({ [answerKey]: body, timestamp: expect.stringMatching(ISO) });
      const kept = await call(app, 'GET', `${base}/${last}`);
      expect(kept.json()).toEqual({ [field]: body, [`${field}Timestamp`]: answer.timestamp });
    }
    // Each method keeps its own last body.
    expect((await call(app, 'GET', `${base}/last-put`)).json()).toMatchObject({
      lastPut: [1, 'two', { three: 3 }],
    });
  });

  it('accepts a JSON content type with a charset', async () => {
    const app = await practiceApp();
    const res = await call(app, 'POST', `/api/practice/${newWorkspace()}/echo`, {
      payload: '{"a":1}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.json()).toMatchObject({ received: { a: 1 } });
  });

  it('DELETE /delete, POST /reset-delete and GET /last-delete', async () => {
    const app = await practiceApp();
    const base = `/api/practice/${newWorkspace()}`;
    expect((await call(app, 'GET', `${base}/last-delete`)).json()).toEqual({
      isDeleted: false,
      lastDeleteTimestamp: null,
    });
    const deleted = await call(app, 'DELETE', `${base}/delete`);
    expect(deleted.statusCode).toBe(200);
    const { timestamp } = deleted.json<{ timestamp: string }>();
    expect(deleted.json()).toEqual({ deleted: true, timestamp: expect.stringMatching(ISO) });
    expect((await call(app, 'GET', `${base}/last-delete`)).json()).toEqual({
      isDeleted: true,
      lastDeleteTimestamp: timestamp,
    });
    const reset = await call(app, 'POST', `${base}/reset-delete`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ deleted: false });
    expect((await call(app, 'GET', `${base}/last-delete`)).json()).toEqual({
      isDeleted: false,
      lastDeleteTimestamp: null,
    });
    // A DELETE with a JSON body, and a reset with an empty JSON body, are fine too.
    expect((await call(app, 'DELETE', `${base}/delete`, json({ why: 'test' }))).statusCode).toBe(
      200,
    );
    const empty = { headers: { 'content-type': 'application/json' }, payload: '' };
    expect((await call(app, 'POST', `${base}/reset-delete`, empty)).statusCode).toBe(200);
  });

  it('keeps each workspace apart', async () => {
    const app = await practiceApp();
    const [one, two] = [newWorkspace(), newWorkspace()];
    await call(app, 'POST', `/api/practice/${one}/echo`, json({ from: 'one' }));
    await call(app, 'DELETE', `/api/practice/${one}/delete`);
    expect((await call(app, 'GET', `/api/practice/${two}/last-post`)).json()).toMatchObject({
      lastPost: null,
    });
    expect((await call(app, 'GET', `/api/practice/${two}/last-delete`)).json()).toMatchObject({
      isDeleted: false,
    });
  });
});

describe('refusals, in the order of SPEC-2 0b', () => {
  it('unknown endpoints and methods: 404 with the path relative to the workspace', async () => {
    const app = await practiceApp();
    const base = `/api/practice/${newWorkspace()}`;
    expectError(await call(app, 'GET', `${base}/echo`), 404, 'No such endpoint: GET /echo');
    expectError(await call(app, 'PUT', `${base}/code`), 404, 'No such endpoint: PUT /code');
    expectError(await call(app, 'POST', `${base}/delete`), 404, 'No such endpoint: POST /delete');
    expectError(
      await call(app, 'GET', `${base}/nothing/here?x=1`),
      404,
      'No such endpoint: GET /nothing/here',
    );
    expectError(await call(app, 'GET', base), 404, 'No such endpoint: GET /');
    expectError(
      await call(app, 'GET', '/api/practice'),
      404,
      'No such endpoint: GET /api/practice',
    );
    // 404 comes first: before the media type, the size and the workspace name.
    expectError(
      await call(app, 'POST', '/api/practice/NO/nope', {
        payload: 'x'.repeat(20_000),
        headers: { 'content-type': 'text/plain' },
      }),
      404,
      'No such endpoint: POST /nope',
    );
  });

  it('415 for a body that is not sent as JSON, or no body where one is needed', async () => {
    const app = await practiceApp();
    const base = `/api/practice/${newWorkspace()}`;
    const text = { payload: '{"a":1}', headers: { 'content-type': 'text/plain' } };
    expectError(await call(app, 'POST', `${base}/echo`, text), 415, M.notJson);
    expectError(await call(app, 'PUT', `${base}/update`), 415, M.notJson);
    expectError(await call(app, 'DELETE', `${base}/delete`, text), 415, M.notJson);
    // Before the workspace check.
    expectError(await call(app, 'POST', '/api/practice/NO/echo', text), 415, M.notJson);
  });

  it('413 over 10 KB, before the JSON syntax; 10 KB itself passes', async () => {
    const app = await practiceApp();
    const base = `/api/practice/${newWorkspace()}`;
    const exactly = JSON.stringify('x'.repeat(10 * 1024 - 2));
    const fits = await call(app, 'PATCH', `${base}/modify`, {
      payload: exactly,
      headers: { 'content-type': 'application/json' },
    });
    expect(fits.statusCode).toBe(200);
    const tooLarge = { payload: `${exactly}x`, headers: { 'content-type': 'application/json' } };
    expectError(await call(app, 'PATCH', `${base}/modify`, tooLarge), 413, M.tooLarge);
  });

  it('400 for a body that is not JSON, then for a bad workspace name', async () => {
    const app = await practiceApp();
    const base = `/api/practice/${newWorkspace()}`;
    const broken = { payload: '{"name":', headers: { 'content-type': 'application/json' } };
    expectError(await call(app, 'POST', `${base}/echo`, broken), 400, M.invalidJson);
    const empty = { payload: '', headers: { 'content-type': 'application/json' } };
    expectError(await call(app, 'POST', `${base}/echo`, empty), 400, M.invalidJson);
    expectError(await call(app, 'POST', '/api/practice/NO/echo', broken), 400, M.invalidJson);
    for (const bad of ['ab', 'A-B-C', 'a'.repeat(33), 'ws_1', 'ws%201']) {
      expectError(await call(app, 'GET', `/api/practice/${bad}/code`), 400, M.badWorkspace);
      expectError(
        await call(app, 'POST', `/api/practice/${bad}/echo`, json({ a: 1 })),
        400,
        M.badWorkspace,
      );
    }
    for (const good of ['abc', 'a'.repeat(32), '0-9-z']) {
      expect((await call(app, 'GET', `/api/practice/${good}/last-post`)).statusCode).toBe(200);
    }
  });

  it('429 with Retry-After past the limit; GET /last-* and refusals do not count', async () => {
    const app = await practiceApp(new MemoryStore(), { PRACTICE_LIMIT_PER_CLIENT: '3' });
    const base = `/api/practice/${newWorkspace()}`;
    for (let i = 0; i < 5; i++) {
      expect((await call(app, 'GET', `${base}/last-post`)).statusCode).toBe(200);
      expect((await call(app, 'GET', `${base}/last-delete`)).statusCode).toBe(200);
      expect((await call(app, 'GET', '/api/practice/NO/code')).statusCode).toBe(400);
      expect((await call(app, 'GET', `${base}/nope`)).statusCode).toBe(404);
    }
    expect((await call(app, 'GET', `${base}/code`)).statusCode).toBe(200);
    expect((await call(app, 'POST', `${base}/echo`, json(1))).statusCode).toBe(200);
    expect((await call(app, 'POST', `${base}/reset-delete`)).statusCode).toBe(200);
    const refused = await call(app, 'DELETE', `${base}/delete`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      message: ERROR_MESSAGES.tooManyRequests(Number(refused.headers['retry-after'])),
    });
    // The refused DELETE changed nothing; polling still answers; another client is not limited.
    expect((await call(app, 'GET', `${base}/last-delete`)).json()).toMatchObject({
      isDeleted: false,
    });
    const other = await app.inject({ url: `${base}/code`, remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });

  it('600 requests a minute by default', () => {
    expect(practiceConfigFromEnv({})).toEqual({
      limitPerClient: 600,
      limitWindowMs: 60_000,
      workspaceTtlMs: 24 * 60 * 60 * 1000,
    });
    expect(() => practiceConfigFromEnv({ PRACTICE_LIMIT_PER_CLIENT: '0' })).toThrow(
      'PRACTICE_LIMIT_PER_CLIENT must be a whole number of 1 or more, not "0"',
    );
  });
});

describe('state in the shared store', () => {
  it('two instances on one store act as one', async () => {
    const store = new MemoryStore();
    const one = await practiceApp(store);
    const two = await practiceApp(store);
    const base = `/api/practice/${newWorkspace()}`;
    const code = (await call(one, 'GET', `${base}/code`)).json<{ code: string }>().code;
    expect((await call(two, 'GET', `${base}/code`)).json()).toMatchObject({ code });
    await call(one, 'PUT', `${base}/update`, json({ via: 'one' }));
    await call(two, 'DELETE', `${base}/delete`);
    expect((await call(two, 'GET', `${base}/last-put`)).json()).toMatchObject({
      lastPut: { via: 'one' },
    });
    expect((await call(one, 'GET', `${base}/last-delete`)).json()).toMatchObject({
      isDeleted: true,
    });
  });

  it('two instances on one Redis act as one, the rate limit included', async () => {
    const redis = await startRedis();
    try {
      const env = { PRACTICE_LIMIT_PER_CLIENT: '2' };
      const one = await practiceApp(await RedisStore.open(redis.url), env);
      const two = await practiceApp(await RedisStore.open(redis.url), env);
      const base = `/api/practice/${newWorkspace()}`;
      await call(one, 'POST', `${base}/echo`, json({ via: 'one' }));
      expect((await call(two, 'GET', `${base}/last-post`)).json()).toMatchObject({
        lastPost: { via: 'one' },
      });
      expect((await call(two, 'DELETE', `${base}/delete`)).statusCode).toBe(200);
      expect((await call(one, 'GET', `${base}/code`)).statusCode).toBe(429);
      expect((await call(one, 'GET', `${base}/last-delete`)).json()).toMatchObject({
        isDeleted: true,
      });
      await Promise.all(apps.splice(0).map((app) => app.close()));
    } finally {
      await redis.stop();
    }
  });

  it('forgets a workspace 24 h after its last use, whatever the call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await practiceApp();
    const base = `/api/practice/${newWorkspace()}`;
    const hour = 60 * 60 * 1000;
    const code = (await call(app, 'GET', `${base}/code`)).json<{ code: string }>().code;
    await call(app, 'POST', `${base}/echo`, json({ kept: true }));
    await call(app, 'DELETE', `${base}/delete`);
    // Polling alone is use too: it keeps everything alive.
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(23 * hour);
      expect((await call(app, 'GET', `${base}/last-patch`)).statusCode).toBe(200);
    }
    expect((await call(app, 'GET', `${base}/last-post`)).json()).toMatchObject({
      lastPost: { kept: true },
    });
    expect((await call(app, 'GET', `${base}/code`)).json()).toMatchObject({ code });
    vi.advanceTimersByTime(24 * hour + 1000);
    expect((await call(app, 'GET', `${base}/last-post`)).json()).toEqual({
      lastPost: null,
      lastPostTimestamp: null,
    });
    expect((await call(app, 'GET', `${base}/last-delete`)).json()).toMatchObject({
      isDeleted: false,
    });
  });
});

describe('inside the whole app', () => {
  it("keeps the site's own messages for the other APIs", async () => {
    const app = await buildApp(testConfig(fakeClientBuild()));
    apps.push(app);
    expectError(
      await app.inject({ method: 'GET', url: '/api/nope' }),
      404,
      'No such endpoint: GET /api/nope',
    );
    const text = { payload: 'x', headers: { 'content-type': 'text/plain' } };
    expectError(
      await app.inject({ method: 'POST', url: '/api/send-email', ...text }),
      415,
      ERROR_MESSAGES.notJson,
    );
    const big = {
      payload: JSON.stringify({ email: 'x'.repeat(2000) }),
      headers: { 'content-type': 'application/json' },
    };
    expectError(
      await app.inject({ method: 'POST', url: '/api/send-email', ...big }),
      413,
      ERROR_MESSAGES.tooLarge,
    );
    expectError(
      await app.inject({ method: 'GET', url: '/api/practice/ws-app/echo' }),
      404,
      'No such endpoint: GET /echo',
    );
    expectError(
      await app.inject({ method: 'GET', url: '/api/practice/ws-app/a/b?c=d' }),
      404,
      'No such endpoint: GET /a/b',
    );
    expect((await app.inject('/api/practice/ws-app/code')).statusCode).toBe(200);
  });
});

describe('endpointPath', () => {
  it('is the path after the workspace, or the whole path without one', () => {
    expect(endpointPath('/api/practice/ws1/echo')).toBe('/echo');
    expect(endpointPath('/api/practice/ws1/a/b?c=d')).toBe('/a/b');
    expect(endpointPath('/api/practice/ws1')).toBe('/');
    expect(endpointPath('/api/practice/')).toBe('/api/practice/');
    expect(endpointPath('/api/practice')).toBe('/api/practice');
  });
});
