import { afterEach, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { openChat, refusedChat, type ChatClient } from '../../tests/support/chatClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import type { Server } from '../http.js';
import { MESSAGES } from './messages.js';

// Real sockets on a listening app, with the chat's times shortened by its settings.

const apps: Server[] = [];
const clients: ChatClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function listening(env: NodeJS.ProcessEnv = {}) {
  const app = await buildApp(testConfig(fakeClientBuild(), env));
  apps.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function chat(url: string, options?: Parameters<typeof openChat>[1]) {
  const client = await openChat(url, options);
  clients.push(client);
  return client;
}

/** The next frames that are not agents counts. */
async function nextNotAgents(client: ChatClient) {
  for (;;) {
    const frame = await client.next();
    if (frame.type !== 'agents') return frame;
  }
}

describe('a chat connection', () => {
  it('gets the agents count at open, then the next of 3, 4, 5, 4, 3, 2 each interval', async () => {
    const client = await chat(await listening({ CHAT_AGENTS_INTERVAL_MS: '50' }));
    const counts = [];
    for (let i = 0; i < 8; i++) counts.push(await client.next());
    expect(counts).toEqual([3, 4, 5, 4, 3, 2, 3, 4].map((count) => ({ type: 'agents', count })));
  });

  it('starts the cycle anew for each connection', async () => {
    const url = await listening({ CHAT_AGENTS_INTERVAL_MS: '50' });
    const first = await chat(url);
    await first.next();
    await first.next();
    expect(await first.next()).toEqual({ type: 'agents', count: 5 });
    expect(await (await chat(url)).next()).toEqual({ type: 'agents', count: 3 });
  });

  it('answers a message with typing at once, then the reply after the reply delay', async () => {
    const client = await chat(await listening({ CHAT_REPLY_DELAY_MS: '200' }));
    expect(await client.next()).toEqual({ type: 'agents', count: 3 });
    const sent = performance.now();
    client.send({ type: 'message', text: '  Hi  ' });
    expect(await client.next()).toEqual({ type: 'typing' });
    expect(await client.next()).toEqual({ type: 'reply', text: MESSAGES.reply('Hi') });
    expect(performance.now() - sent).toBeGreaterThanOrEqual(190);
  });

  it('answers a frame it cannot read, or a text of the wrong length, with an error frame', async () => {
    const client = await chat(await listening());
    await client.next();
    client.send('Hello');
    expect(await client.next()).toEqual({ type: 'error', message: MESSAGES.notJson });
    client.send({ type: 'message', text: '   ' });
    expect(await client.next()).toEqual({ type: 'error', message: MESSAGES.badLength });
    client.send({ type: 'message', text: 'x'.repeat(201) });
    expect(await client.next()).toEqual({ type: 'error', message: MESSAGES.badLength });
  });

  it('refuses an 11th message in 10 s with an error frame and no reply', async () => {
    const client = await chat(await listening({ CHAT_REPLY_DELAY_MS: '60000' }));
    await client.next();
    for (let i = 1; i <= 11; i++) client.send({ type: 'message', text: `m${i}` });
    const frames = [];
    for (let i = 0; i < 11; i++) frames.push(await nextNotAgents(client));
    expect(frames.slice(0, 10)).toEqual(Array(10).fill({ type: 'typing' }));
    expect(frames[10]).toEqual({
      type: 'error',
      message: 'Slow down: at most 10 messages in 10 seconds.',
    });
  });

  it('closes with 1003 on a binary frame and 1009 on a frame over 2 KB', async () => {
    const url = await listening();
    const binary = await chat(url);
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(1003);
    const large = await chat(url);
    large.send({ type: 'message', text: 'x'.repeat(2100) });
    expect((await large.closed).code).toBe(1009);
    const justFits = await chat(url);
    await justFits.next();
    justFits.send('x'.repeat(2048));
    expect(await justFits.next()).toEqual({ type: 'error', message: MESSAGES.notJson });
  });

  it('is cut without a close frame (1006) on a drop', async () => {
    const client = await chat(await listening());
    client.send({ type: 'drop' });
    expect((await client.closed).code).toBe(1006);
  });

  it('is closed with 4000 after the idle time without a client frame', async () => {
    const client = await chat(await listening({ CHAT_IDLE_SECONDS: '1' }));
    const opened = performance.now();
    expect(await client.closed).toEqual({
      code: 4000,
      reason: 'Closed after 1 second without messages.',
    });
    expect(performance.now() - opened).toBeGreaterThanOrEqual(900);
  });

  it('counts the idle time from the last client frame', async () => {
    const url = await listening({ CHAT_IDLE_SECONDS: '1', CHAT_AGENTS_INTERVAL_MS: '600' });
    const client = await chat(url);
    const opened = performance.now();
    await client.next();
    // The second agents frame comes 600 ms after the open: a client frame then.
    await client.next();
    client.send({ type: 'message', text: 'still here' });
    await client.closed;
    expect(performance.now() - opened).toBeGreaterThanOrEqual(1500);
  });
});

describe('the upgrade', () => {
  it('is refused with 403 from a foreign Origin, accepted from its own or none', async () => {
    const url = await listening();
    expect(await refusedChat(url, { origin: 'http://evil.example' })).toEqual({
      status: 403,
      retryAfter: undefined,
      body: { message: MESSAGES.crossOrigin },
    });
    expect(await refusedChat(url, { origin: 'null' })).toMatchObject({ status: 403 });
    await chat(url, { origin: url });
    await chat(url);
  });

  it('answers a plain GET with 426', async () => {
    const res = await fetch(`${await listening()}/api/chat/socket`);
    expect(res.status).toBe(426);
    expect(res.headers.get('upgrade')).toBe('websocket');
    expect(await res.json()).toEqual({ message: MESSAGES.upgradeRequired });
  });

  it('refuses a 6th open socket per client IP with 429, and takes one again once one closes', async () => {
    const url = await listening();
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await chat(url));
    const refused = await refusedChat(url);
    expect(refused).toMatchObject({ status: 429, body: { message: MESSAGES.tooMany } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Another client IP has its own sockets.
    await chat(url, { localAddress: '127.0.0.2' });
    open[0]!.socket.close();
    await open[0]!.closed;
    await expect
      .poll(() =>
        openChat(url).then(
          (c) => clients.push(c),
          () => false,
        ),
      )
      .toBeTruthy();
  });

  it('refuses an opening over the per-window count with 429 and Retry-After', async () => {
    const url = await listening({ CHAT_OPENINGS_PER_WINDOW: '3' });
    for (let i = 0; i < 3; i++) (await chat(url)).socket.close();
    const refused = await refusedChat(url);
    expect(refused).toMatchObject({ status: 429, body: { message: MESSAGES.tooMany } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(50);
  });
});

describe('shutdown', () => {
  it('closes every socket with 1001 within the grace, then the app closes', async () => {
    const url = await listening();
    const sockets = [await chat(url), await chat(url, { localAddress: '127.0.0.2' })];
    const closing = performance.now();
    await apps.pop()!.close();
    for (const client of sockets) {
      expect(await client.closed).toEqual({ code: 1001, reason: MESSAGES.shuttingDown });
    }
    expect(performance.now() - closing).toBeLessThan(1000);
  });

  it('cuts a socket that does not answer its close frame once the grace has passed', async () => {
    const url = await listening({ CHAT_CLOSE_GRACE_MS: '300' });
    const client = await chat(url);
    // A client that never reads: its close answer never comes.
    client.socket.pause();
    const closing = performance.now();
    await apps.pop()!.close();
    const took = performance.now() - closing;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(3000);
  });
});
