import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startBuiltServer } from '../support/builtServer.mjs';

test('the built server logs requests and shuts down gracefully on SIGTERM', async () => {
  const server = await startBuiltServer({ env: { LOG_LEVEL: 'info' }, stdio: 'pipe' });
  let log = '';
  server.child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const shell = await fetch(`${server.url}/counter`, { headers: { 'accept-encoding': 'br' } });
  expect(shell.headers.get('content-encoding')).toBe('br');
  expect(await shell.text()).toContain('<div id="root"></div>');
  await expect.poll(() => log).toContain('"url":"/counter"');

  expect(await server.stop()).toBe(0);
  expect(log).toContain('SIGTERM received, closing');
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
