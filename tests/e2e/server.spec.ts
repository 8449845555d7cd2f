import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173) + 50;

test('the built server logs requests and shuts down gracefully on SIGTERM', async () => {
  const server = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
  });
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${PORT}/healthz`).catch(() => null))?.status)
    .toBe(200);

  const shell = await fetch(`http://127.0.0.1:${PORT}/counter`, {
    headers: { 'accept-encoding': 'br' },
  });
  expect(shell.headers.get('content-encoding')).toBe('br');
  expect(await shell.text()).toContain('<div id="root"></div>');
  expect(log).toContain('"url":"/counter"');

  server.kill('SIGTERM');
  const [code] = await once(server, 'exit');
  expect(code).toBe(0);
  expect(log).toContain('SIGTERM received, closing');
});
