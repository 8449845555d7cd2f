import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from '@playwright/test';
import { startBuiltServer } from '../support/builtServer.mjs';
import { startRedis } from '../support/redisServer.mjs';

/** The JSON lines of a server's log. */
const logLines = (log: string) =>
  log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test('the built server logs requests and shuts down gracefully on SIGTERM', async () => {
  const server = await startBuiltServer({ env: { LOG_LEVEL: 'info' }, stdio: 'pipe' });
  let log = '';
  server.child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const shell = await fetch(`${server.url}/counter`, { headers: { 'accept-encoding': 'br' } });
  expect(shell.headers.get('content-encoding')).toBe('br');
  expect(await shell.text()).toContain('<div id="root">');
  await expect.poll(() => log).toContain('"url":"/counter"');

  expect(await server.stop()).toBe(0);
  // One line per request, once answered (server/log.ts); the last line, logged just before the
  // exit, was written too.
  const counter = logLines(log).filter((line) => line.url === '/counter');
  expect(counter).toEqual([
    expect.objectContaining({ msg: 'request completed', method: 'GET', statusCode: 200 }),
  ]);
  expect(log).toContain('SIGTERM received, closing');
});

test('the built server logs a crash as a fatal line, writes its whole log and exits 1', async () => {
  // Preloaded into the server's process: an uncaught exception when the test says so.
  const crashOnSignal = "process.on('SIGUSR2', () => { throw new Error('crash on purpose'); });";
  const server = await startBuiltServer({
    env: {
      LOG_LEVEL: 'info',
      NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(crashOnSignal)}`,
    },
    stdio: 'pipe',
  });
  let log = '';
  server.child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.child.stderr!.resume();
  await fetch(`${server.url}/counter`);
  await expect.poll(() => log).toContain('"url":"/counter"');

  const closed = once(server.child, 'close');
  server.child.kill('SIGUSR2');
  const [code] = (await closed) as [number];
  expect(code).toBe(1);
  expect(logLines(log).at(-1)).toMatchObject({
    level: 60,
    msg: 'uncaughtException',
    err: { message: 'crash on purpose' },
  });
});

test('the built server is ready on the memory store and publishes its OpenAPI document', async () => {
  const server = await startBuiltServer();
  try {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
    const doc = await fetch(`${server.url}/api/openapi.json`);
    expect(doc.status).toBe(200);
    const { openapi, paths } = (await doc.json()) as { openapi: string; paths: object };
    expect(openapi).toBe('3.1.0');
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/session', '/api/send-email', '/api/verify-code']),
    );
  } finally {
    await server.stop();
  }
});

test('the built server refuses to start on a bad variable, naming it', () => {
  const run = spawnSync(process.execPath, ['dist/server/server/main.js'], {
    env: { ...process.env, SEND_LIMIT_PER_CLIENT: 'many' },
    encoding: 'utf8',
    timeout: 10_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toBe(
    'Configuration error: SEND_LIMIT_PER_CLIENT must be a whole number of 1 or more, not "many"',
  );
});

test.describe('WORKERS=2', () => {
  test('two workers share the port; a dead one is replaced; SIGTERM stops all', async () => {
    const redis = await startRedis();
    const server = await startBuiltServer({
      env: { LOG_LEVEL: 'info', WORKERS: '2', REDIS_URL: redis.url },
      stdio: 'pipe',
    });
    try {
      let log = '';
      server.child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const listening = () =>
        logLines(log)
          .filter((line) => line.msg === `Server listening at ${server.url}`)
          .map((line) => line.pid as number);
      await expect.poll(() => new Set(listening()).size).toBe(2);

      // Requests on several connections reach both workers.
      const answered = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${server.url}/counter`, { headers: { connection: 'close' } }),
        ),
      );
      expect(answered.map((response) => response.status)).toEqual(Array(20).fill(200));
      await expect
        .poll(
          () =>
            new Set(
              logLines(log)
                .filter((l) => l.url === '/counter')
                .map((l) => l.pid),
            ),
        )
        .toEqual(new Set(listening()));

      // A worker killed is replaced by a new one, and the site still answers.
      const [first] = listening();
      process.kill(first!, 'SIGKILL');
      await expect.poll(() => log).toContain(`worker ${first} exited (signal SIGKILL)`);
      await expect.poll(() => listening().length).toBe(3);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

      expect(await server.stop()).toBe(0);
      expect(log).toContain('SIGTERM received, stopping 2 workers');
      expect(log.match(/SIGTERM received, closing/g)).toHaveLength(2);
    } finally {
      await server.stop();
      await redis.stop();
    }
  });

  test('a worker that cannot start stops the whole server with exit code 1', async () => {
    const redis = await startRedis();
    try {
      const child = spawn(process.execPath, ['dist/server/server/main.js'], {
        env: {
          ...process.env,
          WORKERS: '2',
          REDIS_URL: redis.url,
          CLIENT_DIR: 'no-such-build',
          PORT: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr.resume();
      const [code] = (await once(child, 'exit')) as [number];
      expect(code).toBe(1);
      expect(log).toMatch(/worker \d+ exited \(code 1\) before listening; stopping/);
    } finally {
      await redis.stop();
    }
  });
});
