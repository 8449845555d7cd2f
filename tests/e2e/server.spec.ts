import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from '@playwright/test';
import { startBuiltServer } from '../support/builtServer.mjs';

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
