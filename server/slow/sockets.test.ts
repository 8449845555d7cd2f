import { get, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { startRedis } from '../../tests/support/redisServer.mjs';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import type { Server } from '../http.js';
import { MESSAGES } from './messages.js';

// Real sockets: a client that goes away ends the server's wait and frees its place at once.

const apps: Server[] = [];
const clients: ClientRequest[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function listening(env: NodeJS.ProcessEnv) {
  const app = await buildApp(testConfig(fakeClientBuild(), env));
  apps.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A request left pending (no keep-alive agent, so no other timers): the test destroys it. */
function hold(url: string) {
  const client = get(url, { agent: false, headers: { connection: 'close' } });
  client.on('error', () => {});
  clients.push(client);
  return client;
}

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/** Waits until fewer than `count` timers are active, without a timer of its own (expect.poll's
 * own timeout timer would be counted); gives the count it ended with. */
async function timersBelow(count: number, withinMs: number): Promise<number> {
  const start = Date.now();
  while (timers() >= count && Date.now() - start < withinMs) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  return timers();
}

// A refusal comes at once; one still unanswered after this long was taken in (a slow 429 read as
// taken in only makes a poll below try again).
const PENDING_AFTER_MS = 300;
// How long the places may take to fill or free on a busy machine: far below the 30 s delays.
const SETTLE_MS = 10_000;

/** The status when the server answers at once; "pending" when it took the request in. */
async function answerOrPending(client: ClientRequest): Promise<number | 'pending'> {
  const answer = new Promise<number>((resolve) =>
    client.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }),
  );
  const waiting = new AbortController();
  const outcome = await Promise.race([
    answer,
    sleep(PENDING_AFTER_MS, 'pending' as const, { signal: waiting.signal }),
  ]);
  waiting.abort();
  return outcome;
}

/**
 * A request the server has taken in, sent before any probe: on a busy machine a probe sent
 * together with it was sometimes counted first, so it was refused and the places never filled.
 */
async function held(url: string): Promise<ClientRequest> {
  const client = hold(url);
  const outcome = await answerOrPending(client);
  if (outcome !== 'pending') throw new Error(`${url} was answered ${outcome}, not taken in`);
  return client;
}

/** 429 when refused at once; "pending" when the server took it in (the probe then goes away). */
async function probe(url: string): Promise<number | 'pending'> {
  const client = hold(url);
  const outcome = await answerOrPending(client);
  client.destroy();
  return outcome;
}

describe.each([
  { name: 'slow', path: '/api/slow?delay=30', env: { SLOW_MAX_PENDING_PER_CLIENT: '1' } },
  { name: 'AJAX', path: '/api/ajaxData', env: { AJAX_MAX_PENDING_PER_CLIENT: '1' } },
])('a $name request whose client goes away', ({ path, env }) => {
  it('clears its timer and frees its pending place at once', async () => {
    const url = `${await listening({ ...env, AJAX_DELAY_SECONDS: '30' })}${path}`;
    const client = await held(url);
    await expect.poll(() => probe(url), { interval: 20, timeout: SETTLE_MS }).toBe(429);
    const whilePending = timers();
    client.destroy();
    const gone = Date.now();
    expect(await timersBelow(whilePending, SETTLE_MS)).toBeLessThan(whilePending);
    await expect.poll(() => probe(url), { interval: 0, timeout: SETTLE_MS }).toBe('pending');
    // Freed when the client went, not when its 30 s delay would have ended.
    expect(Date.now() - gone).toBeLessThan(SETTLE_MS);
  });
});

describe('two instances on one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  it("count one client's pending requests together", async () => {
    const env = { REDIS_URL: redis.url, SLOW_MAX_PENDING_PER_CLIENT: '2' };
    const [a, b] = await Promise.all([listening(env), listening(env)]);
    const first = await held(`${a}/api/slow?delay=30`);
    await held(`${b}/api/slow?delay=30`);
    await expect
      .poll(() => probe(`${a}/api/slow?delay=30`), { interval: 20, timeout: SETTLE_MS })
      .toBe(429);
    const refused = await fetch(`${b}/api/slow?delay=0`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: MESSAGES.tooManySlow });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(25);
    first.destroy();
    await expect
      .poll(() => probe(`${b}/api/slow?delay=30`), { interval: 0, timeout: SETTLE_MS })
      .toBe('pending');
  });
});
