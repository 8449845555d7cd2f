import { get, type IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { startRedis } from '../../tests/support/redisServer.mjs';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import type { Server } from '../http.js';
import { MESSAGES } from './messages.js';

// Real sockets: streams that stay open, end, are dropped from another instance, and are ended
// when the server closes.

const apps: Server[] = [];
const streams: Stream[] = [];
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function listening(env: NodeJS.ProcessEnv = {}) {
  const app = await buildApp(testConfig(fakeClientBuild(), env));
  apps.push(app);
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

async function newParcel(url: string, intervalSeconds: number) {
  const res = await fetch(`${url}/api/tracking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ intervalSeconds }),
  });
  return ((await res.json()) as { trackingId: string }).trackingId;
}

const drop = (url: string, id: string) =>
  fetch(`${url}/api/tracking/${id}/drop`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));

interface Stream {
  response: IncomingMessage;
  /** Everything received so far. */
  text(): string;
  /** Resolves when the server has ended the response. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the events of a parcel as a browser would, reading the body as it comes. */
function openStream(url: string, id: string, lastEventId?: number): Promise<Stream> {
  const headers = lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) };
  return new Promise((resolve, reject) => {
    const request = get(`${url}/api/tracking/${id}/events`, { agent: false, headers });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => response.on('end', done));
      const stream = { response, text: () => text, ended, close: () => request.destroy() };
      streams.push(stream);
      resolve(stream);
    });
  });
}

/** The events in a stream's text, without the opening retry. */
function eventsOf(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block !== '' && !block.startsWith('retry:'))
    .map((block) => {
      const fields = Object.fromEntries(
        block
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      return {
        id: fields.id,
        event: fields.event,
        data: JSON.parse(fields.data ?? 'null') as unknown,
      };
    });
}

const SETTLE_MS = 10_000;

describe('an event stream', () => {
  it('sends each step when it is reached, then end, and closes', async () => {
    const { url } = await listening();
    const id = await newParcel(url, 1);
    const stream = await openStream(url, id);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-store');
    await expect.poll(() => eventsOf(stream.text()).length).toBe(1);
    expect(stream.text()).toMatch(/^retry: 2000\n\nid: 1\nevent: status\n/);
    // Step 2 comes a second later, not at once.
    expect(eventsOf(stream.text())).toHaveLength(1);
    await stream.ended;
    const events = eventsOf(stream.text());
    expect(events.map((e) => [e.id, e.event])).toEqual([
      ['1', 'status'],
      ['2', 'status'],
      ['3', 'status'],
      ['4', 'status'],
      ['5', 'status'],
      [undefined, 'end'],
    ]);
    const times = events.slice(0, 5).map((e) => Date.parse((e.data as { at: string }).at));
    expect(times.map((t) => t - times[0]!)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(events[4]!.data).toEqual({
      trackingId: id,
      step: 5,
      state: 'Delivered',
      at: new Date(times[4]!).toISOString(),
    });
    expect(events[5]!.data).toEqual({});
  }, 15_000);

  it('refuses a 6th open stream of one client with 429 as JSON, and takes one again once one closes', async () => {
    const { url } = await listening();
    const id = await newParcel(url, 10);
    const open = await Promise.all(Array.from({ length: 5 }, () => openStream(url, id)));
    const refused = await fetch(`${url}/api/tracking/${id}/events`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/json');
    expect(await refused.json()).toEqual({ message: MESSAGES.tooManyStreams });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(30);
    open[0]!.close();
    await expect
      .poll(async () => (await openStream(url, id)).response.statusCode, { timeout: SETTLE_MS })
      .toBe(200);
  });

  it('is ended by a drop without end, and resumes after the last event it got', async () => {
    const { url } = await listening();
    const id = await newParcel(url, 10);
    const stream = await openStream(url, id);
    await expect.poll(() => eventsOf(stream.text()).length).toBe(1);
    expect(await drop(url, id)).toEqual({ status: 200, body: { dropped: 1 } });
    await stream.ended;
    expect(eventsOf(stream.text()).map((e) => e.event)).toEqual(['status']);
    const resumed = await openStream(url, id, 1);
    await expect.poll(() => eventsOf(resumed.text()).length).toBe(1);
    expect(eventsOf(resumed.text())).toEqual([
      { id: undefined, event: 'resumed', data: { after: 1 } },
    ]);
  });

  it('is ended when the server closes, within the grace, without end', async () => {
    const { app, url } = await listening();
    const id = await newParcel(url, 10);
    const stream = await openStream(url, id);
    await expect.poll(() => eventsOf(stream.text()).length).toBe(1);
    const started = Date.now();
    await app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(SETTLE_MS);
    expect(eventsOf(stream.text()).map((e) => e.event)).toEqual(['status']);
  });
});

describe('two instances on one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  it('a drop on B ends the stream held by A, which then resumes on B', async () => {
    const env = { REDIS_URL: redis.url };
    const [a, b] = await Promise.all([listening(env), listening(env)]);
    const id = await newParcel(a.url, 10);
    const stream = await openStream(a.url, id);
    await expect.poll(() => eventsOf(stream.text()).length).toBe(1);
    expect(await drop(b.url, id)).toEqual({ status: 200, body: { dropped: 1 } });
    await stream.ended;
    expect(eventsOf(stream.text()).map((e) => e.event)).toEqual(['status']);
    const resumed = await openStream(b.url, id, 0);
    await expect.poll(() => eventsOf(resumed.text()).length).toBe(2);
    expect(eventsOf(resumed.text()).map((e) => [e.event, e.data])).toEqual([
      ['resumed', { after: 0 }],
      ['status', expect.objectContaining({ trackingId: id, step: 1, state: 'Order placed' })],
    ]);
  });

  it("count one client's open streams together: 5 over both, the 6th refused on either", async () => {
    const env = { REDIS_URL: redis.url };
    const [a, b] = await Promise.all([listening(env), listening(env)]);
    const id = await newParcel(a.url, 10);
    const open = await Promise.all([
      ...Array.from({ length: 3 }, () => openStream(a.url, id)),
      ...Array.from({ length: 2 }, () => openStream(b.url, id)),
    ]);
    expect(open.map((s) => s.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const { url } of [a, b]) {
      const refused = await fetch(`${url}/api/tracking/${id}/events`);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: MESSAGES.tooManyStreams });
    }
    open[0]!.close();
    await expect
      .poll(async () => (await openStream(b.url, id)).response.statusCode, { timeout: SETTLE_MS })
      .toBe(200);
  });

  it('answers 503 at once, before any stream, while Redis is down', async () => {
    const down = await startRedis();
    const { url } = await listening({ REDIS_URL: down.url });
    const id = await newParcel(url, 10);
    await down.stop();
    const started = Date.now();
    for (const res of [
      await fetch(`${url}/api/tracking/${id}/events`),
      await fetch(`${url}/api/tracking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"intervalSeconds":3}',
      }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ message: ERROR_MESSAGES.unavailable });
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
