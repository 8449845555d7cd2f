import { afterEach, describe, expect, it } from 'vitest';
import { expectError } from '../../tests/support/expectError.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import type { Server } from '../http.js';
import { MESSAGES } from './messages.js';

// The answers that need no open stream, by app.inject; streams over real sockets: streams.test.ts.

let app: Server | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(env: NodeJS.ProcessEnv = {}) {
  app = await buildApp(testConfig(fakeClientBuild(), env));
  return app;
}

const create = (server: Server, payload: unknown = { intervalSeconds: 3 }) =>
  server.inject({ method: 'POST', url: '/api/tracking', payload: payload as object });

async function newParcel(server: Server) {
  return create(server).then((res) => res.json<{ trackingId: string }>().trackingId);
}

describe('POST /api/tracking', () => {
  it('creates a parcel with a random tracking number, not cached', async () => {
    const server = await start();
    const before = Date.now();
    const res = await create(server, { intervalSeconds: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const parcel = res.json<{ trackingId: string; intervalSeconds: number; createdAt: string }>();
    expect(Object.keys(parcel).sort()).toEqual(['createdAt', 'intervalSeconds', 'trackingId']);
    expect(parcel.trackingId).toMatch(/^TRK-[A-Z2-9]{8}$/);
    expect(parcel.intervalSeconds).toBe(2);
    expect(new Date(parcel.createdAt).toISOString()).toBe(parcel.createdAt);
    expect(Date.parse(parcel.createdAt)).toBeGreaterThanOrEqual(before);
    expect(await newParcel(server)).not.toBe(parcel.trackingId);
  });

  it.each([0, 11, 2.5, '3', null])('refuses intervalSeconds %j with 400', async (value) => {
    expectError(await create(await start(), { intervalSeconds: value }), 400, MESSAGES.badInterval);
  });

  it('refuses a missing interval, a body that is not JSON, and one too large', async () => {
    const server = await start();
    expectError(await create(server, {}), 400, MESSAGES.badInterval);
    const text = await server.inject({
      method: 'POST',
      url: '/api/tracking',
      headers: { 'content-type': 'text/plain' },
      payload: 'intervalSeconds=3',
    });
    expectError(text, 415, ERROR_MESSAGES.notJson);
    const large = await create(server, { intervalSeconds: 3, pad: 'x'.repeat(2000) });
    expectError(large, 413, ERROR_MESSAGES.tooLarge);
  });

  it('allows the set number of parcels per client IP, then 429 with Retry-After', async () => {
    const server = await start({ TRACKING_PARCEL_LIMIT: '2' });
    // Refused with 400: not counted.
    await create(server, { intervalSeconds: 0 });
    expect((await create(server)).statusCode).toBe(201);
    expect((await create(server)).statusCode).toBe(201);
    const refused = await create(server);
    expectError(refused, 429, MESSAGES.tooManyParcels);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
  });
});

describe('GET /api/tracking/{id}/events', () => {
  const events = (server: Server, id: string, lastEventId?: string) =>
    server.inject({
      url: `/api/tracking/${id}/events`,
      headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId },
    });

  it('answers 404 for an unknown tracking number', async () => {
    const res = await events(await start(), 'TRK-NOPE2345');
    expectError(res, 404, MESSAGES.noSuchParcel('TRK-NOPE2345'));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['6', '-1', '1.5', 'x', ''])('refuses Last-Event-ID %j with 400', async (value) => {
    const server = await start();
    // Checked before the tracking number: even an unknown one gets the 400.
    expectError(await events(server, 'TRK-NOPE2345', value), 400, MESSAGES.badLastEventId);
  });

  it('resumed after the last step: resumed, then end, and the stream closes', async () => {
    const server = await start();
    const res = await events(server, await newParcel(server), '5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(
      'retry: 2000\n\nevent: resumed\ndata: {"after":5}\n\nevent: end\ndata: {}\n\n',
    );
  });

  it('starts with the retry of the setting', async () => {
    const server = await start({ TRACKING_RETRY_MS: '500' });
    const res = await events(server, await newParcel(server), '5');
    expect(res.body.startsWith('retry: 500\n\n')).toBe(true);
  });
});

describe('POST /api/tracking/{id}/drop', () => {
  const drop = (server: Server, id: string, payload: unknown = {}) =>
    server.inject({
      method: 'POST',
      url: `/api/tracking/${id}/drop`,
      payload: payload as object,
    });

  it('answers 0 dropped when no stream of the parcel is open', async () => {
    const server = await start();
    const res = await drop(server, await newParcel(server));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dropped: 0 });
  });

  it('answers 404 for an unknown tracking number, 400 for a body other than an object', async () => {
    const server = await start();
    expectError(await drop(server, 'TRK-NOPE2345'), 404, MESSAGES.noSuchParcel('TRK-NOPE2345'));
    expectError(await drop(server, await newParcel(server), [1]), 400, MESSAGES.badDropBody);
  });

  it('allows the set number of drops per client IP, then 429 with Retry-After', async () => {
    const server = await start({ TRACKING_DROP_LIMIT: '1' });
    const id = await newParcel(server);
    expect((await drop(server, id)).statusCode).toBe(200);
    const refused = await drop(server, id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ERROR_MESSAGES.tooManyRequests(60) });
    expect(refused.headers['retry-after']).toBe('60');
  });
});
