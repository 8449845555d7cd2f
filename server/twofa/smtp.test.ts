import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { startSmtp } from '../../tests/support/smtpServer.js';
import { browser, twofaTestApp } from '../../tests/support/twofaClient.js';

describe('delivery by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(() => app?.close());

  it('sends the code by real SMTP, and that code verifies', async () => {
    app = await twofaTestApp({ smtpUrl: smtp.url, smtpFrom: 'Playground <codes@playground.test>' });
    const user = browser(app);
    await user.start();
    const sent = await user.send('@Ann@Example.com');
    expect(sent.json()).toEqual({ message: MESSAGES.sent('@Ann@Example.com') });
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('codes@playground.test');
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.data).toContain('Subject: Your verification code');
    const code = /verification code is (\d{6})/.exec(mail.data)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await user.verify(code)).json()).toEqual({ message: MESSAGES.verified });
  });

  it('turns the practice inbox off', async () => {
    app = await twofaTestApp({ smtpUrl: smtp.url });
    const res = await app.inject('/api/inbox/ann@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.inboxOff });
  });

  it('answers 502 and keeps no code when the SMTP server cannot be reached', async () => {
    app = await twofaTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    const user = browser(app);
    await user.start();
    const res = await user.send('ann@example.com');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: MESSAGES.notDelivered });
    expect((await user.verify('123456')).json()).toEqual({ message: MESSAGES.noCode });
  });
});
