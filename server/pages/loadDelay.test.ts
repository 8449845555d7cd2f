import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_SHELL, fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import type { Server } from '../http.js';

let app: Server | undefined;
afterEach(() => app?.close());

async function appWith(env: NodeJS.ProcessEnv) {
  app = await buildApp(testConfig(fakeClientBuild(), env));
  return app;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('the /loadDelay page request', () => {
  it('answers the app shell after the delay, never stored', async () => {
    const server = await appWith({ LOAD_DELAY_MS: '300' });
    const started = performance.now();
    const res = await server.inject('/loadDelay');
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(FAKE_SHELL);
  });

  it('delays HEAD the same way', async () => {
    const server = await appWith({ LOAD_DELAY_MS: '300' });
    const started = performance.now();
    const res = await server.inject({ method: 'HEAD', url: '/loadDelay?seed=1' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('delays nothing else: scripts, files, other pages, /loadDelay/ moving to /loadDelay', async () => {
    const server = await appWith({ LOAD_DELAY_MS: '30000' });
    const started = performance.now();
    const answers = await Promise.all(
      ['/assets/index-abc123.js', '/theme.js', '/counter', '/', '/loadDelay/'].map((url) =>
        server.inject(url),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 301]);
    expect(answers[4]!.headers.location).toBe('/loadDelay');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('limits page requests per client: 429 with Retry-After at once, before any delay', async () => {
    const server = await appWith({
      LOAD_DELAY_MS: '50',
      LOAD_DELAY_LIMIT_PER_CLIENT: '2',
      LOAD_DELAY_LIMIT_WINDOW_SECONDS: '60',
    });
    expect((await server.inject('/loadDelay')).statusCode).toBe(200);
    expect((await server.inject('/loadDelay')).statusCode).toBe(200);
    const refused = await server.inject('/loadDelay');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please wait 60 seconds before trying again.',
    });
    // Another client has its own count; other pages are not limited.
    const other = await server.inject({ url: '/loadDelay', remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(200);
    expect((await server.inject('/counter')).statusCode).toBe(200);
  });

  it('stops waiting when the client goes away, leaving no timer behind', async () => {
    const server = await appWith({ LOAD_DELAY_MS: '30000' });
    const arrived: string[] = [];
    const closed: string[] = [];
    server.addHook('preHandler', async (request) => {
      arrived.push(request.url);
      request.raw.once('close', () => closed.push(request.url));
    });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const client = get(`${address}/loadDelay`);
    client.on('error', () => {});
    await expect.poll(() => arrived, { interval: 10 }).toEqual(['/loadDelay']);
    await sleep(50);
    // The request is waiting now: its delay is one of the active timers.
    const waiting = timers();
    client.destroy();
    await expect.poll(() => closed, { interval: 10 }).toEqual(['/loadDelay']);
    await expect.poll(() => timers(), { interval: 10 }).toBeLessThan(waiting);
    // The server goes on answering, and closes at once: nothing holds it.
    expect((await fetch(`${address}/counter`)).status).toBe(200);
    const closing = performance.now();
    await server.close();
    expect(performance.now() - closing).toBeLessThan(1000);
    app = undefined;
  });
});
