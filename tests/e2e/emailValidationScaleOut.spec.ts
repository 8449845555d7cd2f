import { startBuiltServer, type BuiltServer } from '../support/builtServer.mjs';
import { startRedis, type RedisServer } from '../support/redisServer.mjs';
import { expect, test } from './fixtures';

// Two more servers of the build, on free ports of 127.0.0.1, sharing one redis-server that this
// file starts: what a load balancer in front of several instances would see.

let redis: RedisServer;
let servers: BuiltServer[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  redis = await startRedis();
  servers = await Promise.all(
    [1, 2].map(() => startBuiltServer({ env: { REDIS_URL: redis.url } })),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await redis?.stop();
});

test('with REDIS_URL, a code sent through one instance verifies through the other', async ({
  page,
  consoleErrors,
}) => {
  const [one, two] = servers.map((server) => server.url) as [string, string];
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
