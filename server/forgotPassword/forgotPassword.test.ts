import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RESET_MESSAGES } from '../../src/shared/auth.js';
import { INVALID_EMAIL } from '../../src/shared/twofa.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { freePort } from '../../tests/support/freePort.mjs';
import { testConfig } from '../../tests/support/serverConfig.js';
import { browser } from '../../tests/support/twofaClient.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import { MESSAGES } from '../twofa/messages.js';
import { XSRF_MESSAGE } from '../xsrf.js';
import { drawReference } from './mail.js';
import { expectError } from '../../tests/support/expectError.js';
import { startSmtp } from '../../tests/support/smtpServer.js';

const clientDir = fakeClientBuild();

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function user(env: NodeJS.ProcessEnv = {}, ip?: string) {
  app ??= await buildApp(testConfig(clientDir, env));
  const b = browser(app as FastifyInstance, ip);
  await b.start();
  const reset = (email: unknown, extra: object = {}) =>
    b.request({ method: 'POST', url: '/api/forgot-password', payload: { email }, ...extra });
  const inbox = async (address: string) =>
    (await b.request({ method: 'GET', url: `/api/inbox/${encodeURIComponent(address)}` })).json<{
      messages: { subject: string; text: string; to: string }[];
    }>().messages;
  return { ...b, reset, inbox };
}

describe('POST /api/forgot-password', () => {
  it('sends the reset e-mail to the practice inbox with a random reference', async () => {
    const ann = await user();
    const res = await ann.reset('Ann@Example.com');
    expect(res.statusCode).toBe(200);
    const { reference, ...rest } = res.json<{ reference: string }>();
    expect(reference).toMatch(/^[A-Z2-9]{6}$/);
    expect(rest).toEqual({ message: RESET_MESSAGES.sent('Ann@Example.com'), practiceInbox: true });
    const [newest] = await ann.inbox('ann@example.com');
    expect(newest).toMatchObject({
      to: 'ann@example.com',
      subject: `Password reset (${reference})`,
    });
    expect(newest!.text).toBe(
      [
        `A password reset was requested for ann@example.com (reference ${reference}).`,
        'This is a practice message: no account exists and no password was changed.',
        'To practise logging in, use username tester and password Str0ng!Pass at /login.',
      ].join('\n'),
    );
  });

  it('answers 400 for an address that breaks the e-mail rule, 403 without the header', async () => {
    const ann = await user();
    for (const bad of ['ann', 'ann @example.com', `${'a'.repeat(48)}@example.com`, 42, null]) {
      expectError(await ann.reset(bad), 400, INVALID_EMAIL);
    }
    expectError(await ann.reset('ann@example.com', { xsrf: false }), 403, XSRF_MESSAGE);
    expectError(
      await ann.request({
        method: 'POST',
        url: '/api/forgot-password',
        payload: 'ann@example.com',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      ERROR_MESSAGES.notJson,
    );
  });

  it("has send-email's limits, counted apart from send-email", async () => {
    const env = { SEND_LIMIT_PER_ADDRESS: '2', SEND_LIMIT_PER_CLIENT: '3' };
    const ann = await user(env, '10.1.0.1');
    expect((await ann.send('same@example.com')).statusCode).toBe(200);
    expect((await ann.send('same@example.com')).statusCode).toBe(200);
    expect((await ann.reset('same@example.com')).statusCode).toBe(200);
    expect((await ann.reset('same@example.com')).statusCode).toBe(200);
    const limited = await ann.reset('same@example.com');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: ERROR_MESSAGES.tooManyRequests(Number(limited.headers['retry-after'])),
    });
    // The per-client limit (3): the refused one above counted too.
    expect((await ann.reset('other@example.com')).statusCode).toBe(429);
    // Refused with 400: not counted.
    const bob = await user(env, '10.1.0.2');
    for (let i = 0; i < 5; i++) expect((await bob.reset('bad')).statusCode).toBe(400);
    expect((await bob.reset('bob@example.com')).statusCode).toBe(200);
  });

  it('says when the mail went by SMTP (no practice inbox to link to)', async () => {
    const smtp = await startSmtp();
    try {
      const ann = await user({ SMTP_URL: smtp.url });
      const res = await ann.reset('ann@example.com');
      expect(res.statusCode).toBe(200);
      const { reference, practiceInbox } = res.json<{
        reference: string;
        practiceInbox: boolean;
      }>();
      expect(practiceInbox).toBe(false);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.data).toContain(`Subject: Password reset (${reference})`);
    } finally {
      await smtp.close();
    }
  });

  it('answers 502 when the SMTP server cannot be reached', async () => {
    const port = await freePort();
    const ann = await user({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    expectError(await ann.reset('ann@example.com'), 502, MESSAGES.notDelivered);
  });
});

describe('drawReference', () => {
  it('draws 6 characters of A-Z and 2-9, all of them over many draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const reference = drawReference();
      expect(reference).toMatch(/^[A-Z2-9]{6}$/);
      for (const c of reference) seen.add(c);
    }
    expect(seen.size).toBe(34);
  });
});
