import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openChat, refusedChat, type ChatClient } from '../../tests/support/chatClient.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { startRedis, type RedisServer } from '../../tests/support/redisServer.mjs';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { CHAT_SOCKET_PATH } from '../../src/shared/chat.js';
import { ERROR_MESSAGES } from '../errors.js';
import type { Server } from '../http.js';
import { RedisStore } from '../store/redisStore.js';
import { MESSAGES } from './messages.js';

// Two instances on one Redis enforce one limit per client IP; Redis down refuses the upgrade fast.

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

const apps: Server[] = [];
const clients: ChatClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function listening(env: NodeJS.ProcessEnv = {}) {
  const app = await buildApp(testConfig(fakeClientBuild(), { REDIS_URL: redis.url, ...env }));
  apps.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function chat(url: string, localAddress: string) {
  const client = await openChat(url, { localAddress });
  clients.push(client);
  return client;
}

describe('two instances on one Redis', () => {
  it("count one client's open sockets together", async () => {
    const [a, b] = await Promise.all([listening(), listening()]);
    const ip = '127.0.0.3';
    const first = await chat(a, ip);
    for (let i = 0; i < 2; i++) await chat(a, ip);
    for (let i = 0; i < 2; i++) await chat(b, ip);
    for (const url of [a, b]) {
      expect(await refusedChat(url, { localAddress: ip })).toMatchObject({
        status: 429,
        body: { message: MESSAGES.tooMany },
      });
    }
    first.socket.close();
    await first.closed;
    // The slot held on A is freed in the store: B takes it.
    await expect
      .poll(() =>
        openChat(b, { localAddress: ip }).then(
          (c) => clients.push(c),
          () => false,
        ),
      )
      .toBeTruthy();
  });

  it("count one client's openings together", async () => {
    const env = { CHAT_OPENINGS_PER_WINDOW: '4' };
    const [a, b] = await Promise.all([listening(env), listening(env)]);
    const ip = '127.0.0.4';
    for (const url of [a, b, a, b]) (await chat(url, ip)).socket.close();
    expect(await refusedChat(b, { localAddress: ip })).toMatchObject({
      status: 429,
      body: { message: MESSAGES.tooMany },
    });
  });
});

/** A connection from `localAddress` on which an upgrade request is written by hand. */
function upgradeByHand(url: string, localAddress: string, key = 'dGhlIHNhbXBsZSBub25jZQ==') {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port), localAddress });
  socket.write(
    `GET ${CHAT_SOCKET_PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: Upgrade\r\n` +
      `Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${key}\r\n\r\n`,
  );
  return socket;
}

/** What the server writes on `socket` until the connection closes. */
async function answerOf(socket: Socket) {
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  await once(socket, 'close');
  return answer;
}

/** Whether `localAddress` can open a socket now: with one allowed, none of its slots is held. */
const opens = (url: string, localAddress: string) =>
  openChat(url, { localAddress }).then(
    (client) => clients.push(client) > 0,
    () => false,
  );

// Each frees its slot well before the slot's 60 s TTL.
describe('an upgrade that does not become an open socket', () => {
  const env = { CHAT_MAX_OPEN_PER_CLIENT: '1' };

  it('frees its slot at once when the client goes away mid-handshake', async () => {
    const url = await listening(env);
    await answerOf(upgradeByHand(url, '127.0.0.6').end());
    await expect.poll(() => opens(url, '127.0.0.6'), { timeout: 1000 }).toBe(true);
  });

  it('frees its slot at once when the handshake is refused after the slot was taken', async () => {
    const url = await listening(env);
    expect(await answerOf(upgradeByHand(url, '127.0.0.7', 'not a key'))).toMatch(/^HTTP\/1.1 400 /);
    await expect.poll(() => opens(url, '127.0.0.7'), { timeout: 1000 }).toBe(true);
  });

  it('frees its slot at once when the client was gone before the slot was taken', async () => {
    const url = await listening(env);
    const upgrading = once(apps[0]!.server, 'upgrade');
    const acquire = vi.spyOn(RedisStore.prototype, 'acquireSlot');
    try {
      // Redis holds the checks up while the client resets its connection.
      redis.pause();
      const client = upgradeByHand(url, '127.0.0.8');
      const [, connection] = (await upgrading) as [IncomingMessage, Socket];
      client.resetAndDestroy();
      // (Not events.once: the connection's ECONNRESET error would reject it.)
      await new Promise((resolve) => connection.once('close', resolve));
      redis.resume();
      await expect
        .poll(() => acquire.mock.settledResults)
        .toEqual([{ type: 'fulfilled', value: { acquired: true } }]);
    } finally {
      redis.resume();
      acquire.mockRestore();
    }
    await expect.poll(() => opens(url, '127.0.0.8'), { timeout: 1000 }).toBe(true);
  });
});

describe('Redis down', () => {
  it('refuses the upgrade with a fast 503, and accepts again when it is back', async () => {
    const url = await listening();
    await chat(url, '127.0.0.5');
    await redis.stop();
    const started = performance.now();
    expect(await refusedChat(url, { localAddress: '127.0.0.5' })).toEqual({
      status: 503,
      retryAfter: '5',
      body: { message: ERROR_MESSAGES.unavailable },
    });
    expect(performance.now() - started).toBeLessThan(2000);
    redis = await startRedis({ port: redis.port });
    await expect
      .poll(
        () =>
          openChat(url).then(
            (c) => clients.push(c),
            () => false,
          ),
        { timeout: 5000 },
      )
      .toBeTruthy();
  });
});
