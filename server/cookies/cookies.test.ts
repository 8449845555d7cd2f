import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import type { Server } from '../http.js';
import { XSRF_MESSAGE } from '../xsrf.js';
import { cookiesOf } from './list.js';

let app: Server;
beforeAll(async () => {
  app = await buildApp(testConfig(fakeClientBuild()));
});
afterAll(() => app.close());

describe('cookiesOf', () => {
  it('lists the pairs sorted by name, values as sent, hiding the site HttpOnly ones', () => {
    expect(
      cookiesOf(
        'b=2; a=x%20y; twofa_session=s1; XSRF-TOKEN=t; practice_httponly=1; playground_session=s2; a=again',
      ),
    ).toEqual([
      { name: 'a', value: 'x%20y' },
      { name: 'a', value: 'again' },
      { name: 'b', value: '2' },
      { name: 'playground_session', value: '(HttpOnly: hidden)' },
      { name: 'practice_httponly', value: '(HttpOnly: hidden)' },
      { name: 'twofa_session', value: '(HttpOnly: hidden)' },
      { name: 'XSRF-TOKEN', value: 't' },
    ]);
  });

  it('reads an empty or odd header plainly', () => {
    expect(cookiesOf(undefined)).toEqual([]);
    expect(cookiesOf('')).toEqual([]);
    expect(cookiesOf(' ; lonely ; e= ; k=v=w')).toEqual([
      { name: '', value: 'lonely' },
      { name: 'e', value: '' },
      { name: 'k', value: 'v=w' },
    ]);
  });
});

describe('GET /api/cookies', () => {
  it("answers the request's cookies, sorted by name, never cached", async () => {
    const res = await app.inject({
      url: '/api/cookies',
      headers: { cookie: 'flavour=chocolate; practice_httponly=1; XSRF-TOKEN=abc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      cookies: [
        { name: 'flavour', value: 'chocolate' },
        { name: 'practice_httponly', value: '(HttpOnly: hidden)' },
        { name: 'XSRF-TOKEN', value: 'abc' },
      ],
    });
    // It reads cookies and sets none (not even the anti-forgery one).
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers an empty list without cookies', async () => {
    expect((await app.inject('/api/cookies')).json()).toEqual({ cookies: [] });
  });
});

describe('POST /api/cookies/httponly', () => {
  const post = (options: { headers?: Record<string, string>; payload?: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/cookies/httponly',
      headers: { 'content-type': 'application/json', ...options.headers },
      payload: options.payload ?? '{}',
    });
  const withToken = { cookie: 'XSRF-TOKEN=tok', 'x-xsrf-token': 'tok' };

  it('sets practice_httponly=1, HttpOnly, Lax, on /, for a day', async () => {
    const res = await post({ headers: withToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'HttpOnly cookie set.' });
    expect(res.headers['set-cookie']).toBe(
      'practice_httponly=1; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('wants a JSON object as its body, even an empty one', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cookies/httponly',
      headers: withToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.notJson });
    expect((await post({ headers: withToken, payload: '{"extra":1}' })).statusCode).toBe(200);
  });

  it('refuses it without the anti-forgery header, or with a wrong one', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { cookie: 'XSRF-TOKEN=tok' },
      { ...withToken, 'x-xsrf-token': 'no' },
    ]) {
      const res = await post({ headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: XSRF_MESSAGE });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('checks the body before the token: 415, 413, 400', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/api/cookies/httponly',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ message: ERROR_MESSAGES.notJson });
    const large = await post({ payload: JSON.stringify({ x: 'y'.repeat(2000) }) });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: ERROR_MESSAGES.tooLarge });
    for (const payload of ['[1]', '"x"', '{']) {
      const res = await post({ payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ERROR_MESSAGES.notJson });
    }
  });

  it('is Secure behind an HTTPS proxy', async () => {
    const proxied = await buildApp(testConfig(fakeClientBuild(), { TRUST_PROXY: 'true' }));
    const res = await proxied.inject({
      method: 'POST',
      url: '/api/cookies/httponly',
      headers: { ...withToken, 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      payload: '{}',
    });
    await proxied.close();
    expect(res.headers['set-cookie']).toContain('; Secure');
  });
});
