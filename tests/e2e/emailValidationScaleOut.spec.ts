import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { startRedis } from '../../scripts/redis-server.mjs';
import { expect, test } from './fixtures';

// Two more servers of the build, on the two ports after E2E_PORT, sharing one redis-server that
// this file starts: what a load balancer in front of several instances would see.
const base = Number(process.env.E2E_PORT ?? 4173);
const ports = [base + 1, base + 2] as const;

let redis: Awaited<ReturnType<typeof startRedis>>;
const servers: ChildProcess[] = [];

async function startServer(port: number, redisUrl: string) {
  const child = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      LOG_LEVEL: 'warn',
      REDIS_URL: redisUrl,
    },
    stdio: 'inherit',
  });
  servers.push(child);
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
    } catch {
      if (tries > 100 || child.exitCode !== null) throw new Error(`no server on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  redis = await startRedis();
  await Promise.all(ports.map((port) => startServer(port, redis.url)));
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(async (child) => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }),
  );
  await redis?.stop();
});

test('with REDIS_URL, a code sent through one instance verifies through the other', async ({
  page,
  consoleErrors,
}) => {
  const [one, two] = ports.map((port) => `http://localhost:${port}`) as [string, string];
  const to = `scale-${Date.now()}@example.com`;

  await page.goto(`${one}/emailValidation`);
  await page.getByLabel('Email address').fill(to);
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A 6-digit code was sent' }),
  ).toBeVisible();

  // The inbox on the other instance has the message (cookies are shared: same host, other port).
  await page.goto(`${two}/emailValidation/inbox?address=${encodeURIComponent(to)}`);
  const message = page.getByRole('listitem').first();
  await expect(message).toContainText('Your verification code is');
  const code = /\b(\d{6})\b/.exec((await message.textContent()) ?? '')![1]!;

  await page.goto(`${two}/emailValidation`);
  await page.getByLabel('Validation Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The code is valid: your e-mail address is verified.' }),
  ).toHaveClass(/alert-info/);
  expect(consoleErrors).toEqual([]);
});
