import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_CODE_LENGTH, INVALID_EMAIL } from '../../src/shared/twofa.js';
import { ERROR_MESSAGES } from '../errors.js';
import { XSRF_MESSAGE } from '../xsrf.js';
import { twofaConfigFromEnv } from './config.js';
import { INBOX_MAX_MESSAGES } from './inbox.js';
import { CODE_TTL_MS, MESSAGES } from './messages.js';
import { MemoryStore } from '../store/memoryStore.js';
import type { Store } from '../store/store.js';
import { browser, twofaTestApp } from '../../tests/support/twofaClient.js';
import { expectError } from '../../tests/support/expectError.js';

const defaults = twofaConfigFromEnv({}).limits;
let app: FastifyInstance;
afterEach(() => app?.close());

describe('session and anti-forgery', () => {
  beforeEach(async () => {
    app = await twofaTestApp();
  });

  it('GET /api/session sets a readable XSRF-TOKEN cookie', async () => {
    const res = await browser(app).start();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.ready });
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.value.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a POST without the header, with a wrong one, or without the cookie', async () => {
    const user = browser(app);
    await user.start();
    const payload = { email: 'ann@example.com' };
    expectError(
      await user.request({ method: 'POST', url: '/api/send-email', payload, xsrf: false }),
      403,
      XSRF_MESSAGE,
    );
    expectError(
      await user.request({
        method: 'POST',
        url: '/api/verify-code',
        payload: { typedCode: '123456' },
        xsrf: false,
        headers: { 'x-xsrf-token': 'forged' },
      }),
      403,
      XSRF_MESSAGE,
    );
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload,
      headers: { 'x-xsrf-token': 'anything' },
    });
    expectError(stranger, 403, XSRF_MESSAGE);
  });

  it('marks the cookies Secure behind HTTPS', async () => {
    await app.close();
    app = await twofaTestApp({}, true);
    const user = browser(app);
    const https = { 'x-forwarded-proto': 'https' };
    await user.request({ method: 'GET', url: '/api/session', headers: https });
    const res = await user.request({
      method: 'POST',
      url: '/api/send-email',
      payload: { email: 'ann@example.com' },
      headers: https,
    });
    const session = res.cookies.find((c) => c.name === 'twofa_session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/api' });
  });
});

describe('send and verify', () => {
  let user: ReturnType<typeof browser>;
  beforeEach(async () => {
    app = await twofaTestApp();
    user = browser(app);
    await user.start();
  });

  it('sends a random 6-digit code to the inbox and verifies it once', async () => {
    const sent = await user.send('ann@example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: MESSAGES.sent('ann@example.com') });
    const session = sent.cookies.find((c) => c.name === 'twofa_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(session?.secure).toBeFalsy();

    const code = await user.codeFor('ann@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const ok = await user.verify(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: MESSAGES.verified });
    expectError(await user.verify(code), 400, MESSAGES.noCode);
  });

  it('keeps only a hash of the code', async () => {
    const store = new MemoryStore();
    const written: string[] = [];
    const spy: Store = Object.assign(Object.create(store) as Store, {
      set: (key: string, value: string, ttl: number) => {
        written.push(value);
        return store.set(key, value, ttl);
      },
    });
    await app.close();
    app = await twofaTestApp({ store: spy });
    user = browser(app);
    await user.start();
    await user.send('ann@example.com');
    const code = await user.codeFor('ann@example.com');
    const codeRecord = written.find((v) => v.includes('"hash"'));
    expect(codeRecord).toBeDefined();
    expect(codeRecord).not.toContain(code);
  });

  it('draws different codes (no fixed code)', async () => {
    const codes = new Set<string | undefined>();
    for (let i = 0; i < 8; i++) {
      await user.send(`draw${i}@example.com`);
      codes.add(await user.codeFor(`draw${i}@example.com`));
    }
    expect(codes.size).toBeGreaterThan(4);
  });

  it('answers a wrong code with the tries left, and accepts the right one on the 5th try', async () => {
    await user.send('ann@example.com');
    const code = (await user.codeFor('ann@example.com'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await user.verify(wrong), 400, 'Invalid code. 4 tries left.');
    expectError(await user.verify(wrong), 400, 'Invalid code. 3 tries left.');
    expectError(await user.verify(wrong), 400, 'Invalid code. 2 tries left.');
    expectError(await user.verify(wrong), 400, 'Invalid code. 1 try left.');
    expect((await user.verify(code)).statusCode).toBe(200);
  });

  it('voids the code after 5 wrong tries: the 6th fails even with the right code', async () => {
    await user.send('ann@example.com');
    const code = (await user.codeFor('ann@example.com'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await user.verify(wrong);
    expectError(await user.verify(wrong), 400, MESSAGES.wrongCode(0));
    expectError(await user.verify(code), 403, MESSAGES.tooManyTries);
    expectError(await user.verify(code), 403, MESSAGES.tooManyTries);
  });

  it('counts parallel guesses: at most 5 of 10 are compared', async () => {
    await user.send('ann@example.com');
    const code = (await user.codeFor('ann@example.com'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 10 }, () => user.verify(wrong)));
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(5);
  });

  it('a new send replaces the previous code and resets the tries', async () => {
    await user.send('ann@example.com');
    const first = (await user.codeFor('ann@example.com'))!;
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await user.verify(wrong);
    await user.send('ann@example.com');
    const second = (await user.codeFor('ann@example.com'))!;
    if (first !== second) expectError(await user.verify(first), 400, 'Invalid code. 4 tries left.');
    expect((await user.verify(second)).statusCode).toBe(200);
  });

  it('has no code for a caller without a session, or one that never sent', async () => {
    expectError(await user.verify('123456'), 400, MESSAGES.noCode);
    const other = browser(app);
    await other.start();
    await user.send('ann@example.com');
    const code = await user.codeFor('ann@example.com');
    expectError(await other.verify(code), 400, MESSAGES.noCode);
  });

  it('ignores a forged session cookie', async () => {
    user.jar.set('twofa_session', 'made-up');
    expectError(await user.verify('123456'), 400, MESSAGES.noCode);
    const sent = await user.send('ann@example.com');
    expect(sent.cookies.find((c) => c.name === 'twofa_session')?.value).not.toBe('made-up');
  });

  it('accepts the optional leading @ and delivers to the address without it', async () => {
    expect((await user.send('@Ann@Example.com')).json()).toEqual({
      message: MESSAGES.sent('@Ann@Example.com'),
    });
    expect(await user.codeFor('ann@example.com')).toMatch(/^\d{6}$/);
  });
});

describe('expiry (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a code and its e-mail expire after 10 minutes', async () => {
    app = await twofaTestApp();
    const user = browser(app);
    await user.start();
    await user.send('ann@example.com');
    const code = await user.codeFor('ann@example.com');
    vi.setSystemTime(Date.now() + CODE_TTL_MS - 1000);
    expect(await user.codeFor('ann@example.com')).toBe(code);
    vi.setSystemTime(Date.now() + 2000);
    expect(await user.codeFor('ann@example.com')).toBeUndefined();
    expectError(await user.verify(code), 400, MESSAGES.noCode);
  });
});

describe('hostile bodies', () => {
  let user: ReturnType<typeof browser>;
  beforeEach(async () => {
    app = await twofaTestApp();
    user = browser(app);
    await user.start();
  });

  const post = (url: string, payload: string, contentType = 'application/json') =>
    user.request({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it.each([123, 1.5, true, null, ['a@b.co'], { email: 'a@b.co' }])(
    'send-email refuses email=%j',
    async (email) => {
      expectError(await user.send(email), 400, INVALID_EMAIL);
    },
  );

  it.each([
    '',
    'ann',
    'ann@example',
    'ann @example.com',
    '@@ann@example.com',
    `${'a'.repeat(48)}@example.com`,
    '<script>@x.io',
  ])('send-email refuses the address %j', async (email) => {
    const res = await user.send(email);
    if (email === '<script>@x.io') {
      // A valid shape: the address is echoed as JSON text, and the page renders it as text.
      expect(res.statusCode).toBe(200);
      return;
    }
    expectError(res, 400, INVALID_EMAIL);
  });

  it.each([123456, true, null, ['123456'], { code: '123456' }, '12345', '1234567', ''])(
    'verify-code refuses typedCode=%j',
    async (typedCode) => {
      expectError(await user.verify(typedCode), 400, INVALID_CODE_LENGTH);
    },
  );

  it('refuses missing fields and empty bodies', async () => {
    expectError(await post('/api/send-email', '{}'), 400, INVALID_EMAIL);
    expectError(await post('/api/verify-code', '{}'), 400, INVALID_CODE_LENGTH);
    expectError(await post('/api/send-email', '[]'), 400, INVALID_EMAIL);
    expectError(await post('/api/send-email', '"ann@example.com"'), 400, INVALID_EMAIL);
    expectError(await post('/api/send-email', ''), 400, ERROR_MESSAGES.notJson);
    expectError(await user.request({ method: 'POST', url: '/api/send-email' }), 400, INVALID_EMAIL);
  });

  it('refuses a 1 MB body', async () => {
    const huge = JSON.stringify({ email: 'ann@example.com', pad: 'x'.repeat(1024 * 1024) });
    expectError(await post('/api/send-email', huge), 413, ERROR_MESSAGES.tooLarge);
    expectError(await post('/api/verify-code', huge), 413, ERROR_MESSAGES.tooLarge);
  });

  it('refuses bodies that are not JSON', async () => {
    expectError(await post('/api/send-email', '{"email":'), 400, ERROR_MESSAGES.notJson);
    expectError(
      await post('/api/send-email', 'email=ann@example.com', 'text/plain'),
      415,
      ERROR_MESSAGES.notJson,
    );
    expectError(
      await post('/api/verify-code', 'typedCode=123456', 'application/x-www-form-urlencoded'),
      415,
      ERROR_MESSAGES.notJson,
    );
  });

  it('refuses __proto__ and constructor.prototype keys', async () => {
    expectError(
      await post('/api/send-email', '{"email":"ann@example.com","__proto__":{"admin":true}}'),
      400,
      ERROR_MESSAGES.notJson,
    );
    expectError(
      await post('/api/verify-code', '{"typedCode":"123456","constructor":{"prototype":{"x":1}}}'),
      400,
      ERROR_MESSAGES.notJson,
    );
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('ignores unknown fields', async () => {
    const res = await post('/api/send-email', '{"email":"ann@example.com","admin":true}');
    expect(res.statusCode).toBe(200);
  });

  it('checks 415, 413 and the schema before the anti-forgery header', async () => {
    const noXsrf = (payload: string, contentType = 'application/json') =>
      user.request({
        method: 'POST',
        url: '/api/send-email',
        payload,
        headers: { 'content-type': contentType },
        xsrf: false,
      });
    expectError(await noXsrf('email=a', 'text/plain'), 415, ERROR_MESSAGES.notJson);
    expectError(await noXsrf(`{"email":"${'a'.repeat(2000)}"}`), 413, ERROR_MESSAGES.tooLarge);
    expectError(await noXsrf('{"email":123}'), 400, INVALID_EMAIL);
    expectError(await noXsrf('{"email":"ann@example.com"}'), 403, XSRF_MESSAGE);
  });

  it('answers unknown methods on the endpoints with JSON', async () => {
    const res = await user.request({ method: 'GET', url: '/api/send-email' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('rate limits', () => {
  const limits = (overrides: Partial<typeof defaults>) => ({
    limits: { ...defaults, ...overrides },
  });

  it('limits sends per address, with Retry-After', async () => {
    app = await twofaTestApp(limits({ sendPerAddress: 2 }));
    const user = browser(app);
    await user.start();
    await user.send('ann@example.com');
    await user.send('ANN@example.com');
    const res = await user.send('@ann@example.com');
    expect(res.statusCode).toBe(429);
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(590);
    expect(retry).toBeLessThanOrEqual(600);
    expect(res.json()).toEqual({
      message: `Too many requests. Please wait ${retry} seconds before trying again.`,
    });
    expect((await user.send('bob@example.com')).statusCode).toBe(200);
  });

  it('does not count requests refused with 400 or 403', async () => {
    app = await twofaTestApp(limits({ sendPerClient: 1 }));
    const user = browser(app);
    await user.start();
    for (let i = 0; i < 3; i++) expect((await user.send('not-an-address')).statusCode).toBe(400);
    const forged = { method: 'POST' as const, url: '/api/send-email', xsrf: false };
    expect((await user.request({ ...forged, payload: { email: 'a@b.co' } })).statusCode).toBe(403);
    expect((await user.send('ann@example.com')).statusCode).toBe(200);
    expect((await user.send('ann@example.com')).statusCode).toBe(429);
  });

  it('limits sends per client, whatever the address', async () => {
    app = await twofaTestApp(limits({ sendPerClient: 3 }));
    const user = browser(app, '10.0.0.1');
    await user.start();
    for (let i = 0; i < 3; i++) expect((await user.send(`u${i}@example.com`)).statusCode).toBe(200);
    expect((await user.send('u9@example.com')).statusCode).toBe(429);
    const other = browser(app, '10.0.0.2');
    await other.start();
    expect((await other.send('u9@example.com')).statusCode).toBe(200);
  });

  it('limits verifies per client', async () => {
    app = await twofaTestApp(limits({ verifyPerClient: 2 }));
    const user = browser(app);
    await user.start();
    await user.verify('123456');
    await user.verify('123456');
    const res = await user.verify('123456');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits verifies per address, across clients', async () => {
    app = await twofaTestApp(limits({ verifyPerAddress: 2 }));
    const a = browser(app, '10.0.0.1');
    const b = browser(app, '10.0.0.2');
    await a.start();
    await b.start();
    await a.send('ann@example.com');
    await a.verify('000000');
    await b.send('ann@example.com');
    await b.verify('000000');
    expect((await b.verify('000000')).statusCode).toBe(429);
  });
});

describe('practice inbox', () => {
  beforeEach(async () => {
    app = await twofaTestApp({ limits: { ...defaults, sendPerAddress: 100, sendPerClient: 100 } });
  });

  it('lists the messages for an address, newest first, at most 10', async () => {
    const user = browser(app);
    await user.start();
    for (let i = 0; i < INBOX_MAX_MESSAGES + 2; i++) await user.send('ann@example.com');
    const res = await user.request({ method: 'GET', url: '/api/inbox/ann@example.com' });
    expect(res.statusCode).toBe(200);
    const { address, messages } = res.json<{
      address: string;
      messages: { to: string; subject: string; text: string; receivedAt: string }[];
    }>();
    expect(address).toBe('ann@example.com');
    expect(messages).toHaveLength(INBOX_MAX_MESSAGES);
    expect(messages[0]).toMatchObject({ to: 'ann@example.com', subject: 'Your verification code' });
    const times = messages.map((m) => Date.parse(m.receivedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    // The newest message carries the code that works.
    const code = await user.codeFor('ann@example.com');
    expect((await user.verify(code)).statusCode).toBe(200);
  });

  it('is empty for an address that got nothing, and refuses a malformed address', async () => {
    const res = await app.inject('/api/inbox/nobody@example.com');
    expect(res.json()).toEqual({ address: 'nobody@example.com', messages: [] });
    expectError(await app.inject('/api/inbox/not-an-address'), 400, INVALID_EMAIL);
  });
});

describe('failures', () => {
  it('answers 500 with a plain message when the store fails', async () => {
    const broken = new MemoryStore();
    app = await twofaTestApp({ store: broken });
    const user = browser(app);
    await user.start();
    await user.send('ann@example.com');
    broken.get = () => Promise.reject(new Error('connection lost at secret.host:6379'));
    const res = await user.verify('123456');
    expectError(res, 500, ERROR_MESSAGES.serverError);
    expect(res.body).not.toContain('secret');
  });

  it('answers 503 with Retry-After, within 2 s, when Redis cannot be reached', async () => {
    app = await twofaTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    const user = browser(app);
    await user.start();
    const started = Date.now();
    const res = await user.send('ann@example.com');
    expect(Date.now() - started).toBeLessThan(2000);
    expectError(res, 503, ERROR_MESSAGES.unavailable);
    expect(res.headers['retry-after']).toBe('5');
  });
});
