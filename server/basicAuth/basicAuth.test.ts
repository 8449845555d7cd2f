import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SHELL, fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';

const CHALLENGE = 'Basic realm="Automation Playground", charset="UTF-8"';
const basic = (userPass: string) => `Basic ${Buffer.from(userPass, 'utf8').toString('base64')}`;
const VALID = { authorization: basic('student:playground') };

const FILES = [
  {
    name: 'secure-report.txt',
    type: 'text/plain; charset=utf-8',
    body: 'Automation Playground: secure download OK\n',
  },
  {
    name: 'secure-data.csv',
    type: 'text/csv; charset=utf-8',
    body: 'id,name,role\n1,Ada,admin\n2,Grace,editor\n3,Linus,viewer\n',
  },
  {
    name: 'secure-data.json',
    type: 'application/json; charset=utf-8',
    body: '{"protected":true,"items":3}\n',
  },
];

// Missing, wrong, differently cased and malformed credentials: all refused, none a 500.
const REFUSED: [string, Record<string, string>][] = [
  ['no Authorization header', {}],
  ['a wrong password', { authorization: basic('student:wrong') }],
  ['a differently cased username', { authorization: basic('Student:playground') }],
  ['a differently cased password', { authorization: basic('student:PLAYGROUND') }],
  ['another scheme', { authorization: 'Bearer c3R1ZGVudDpwbGF5Z3JvdW5k' }],
  ['a scheme without credentials', { authorization: 'Basic' }],
  ['credentials that are not base64', { authorization: 'Basic ***' }],
  ['base64 without a colon', { authorization: basic('studentplayground') }],
  [
    'bytes that are not UTF-8',
    { authorization: `Basic ${Buffer.from([0xff, 0xfe, 0x3a]).toString('base64')}` },
  ],
];

describe('HTTP Basic authentication (/basicAuth/secure, /secureDownload/files)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig(fakeClientBuild()));
  });
  afterAll(() => app.close());

  describe('/basicAuth/secure', () => {
    it('answers the right credentials with the app shell, never stored', async () => {
      const res = await app.inject({ url: '/basicAuth/secure', headers: VALID });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['www-authenticate']).toBeUndefined();
      expect(res.body).toBe(FAKE_SHELL);
    });

    it.each(REFUSED)('challenges %s with 401 and the Not authorized page', async (_, headers) => {
      const res = await app.inject({ url: '/basicAuth/secure', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe(CHALLENGE);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Not authorized</h1>');
      expect(res.body).toContain(
        '<p>This page needs the credentials shown on the Basic Auth page.</p>',
      );
      expect(res.body).toContain('<a href="/basicAuth">');
    });

    it('has no inline script or style in its 401 page (the CSP forbids them)', async () => {
      const res = await app.inject('/basicAuth/secure');
      expect(res.body).not.toMatch(/<script|<style|style=|\son\w+=/i);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('answers HEAD with the same status and headers and no body', async () => {
      const refused = await app.inject({ method: 'HEAD', url: '/basicAuth/secure' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe(CHALLENGE);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body).toBe('');
      const signedIn = await app.inject({
        method: 'HEAD',
        url: '/basicAuth/secure',
        headers: VALID,
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      expect(signedIn.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(signedIn.body).toBe('');
    });

    it('leaves the public /basicAuth page alone', async () => {
      const res = await app.inject('/basicAuth');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(FAKE_SHELL);
    });
  });

  describe('/secureDownload/files/{name}', () => {
    it.each(FILES)('sends $name with its type, as an attachment, never stored', async (file) => {
      const res = await app.inject({ url: `/secureDownload/files/${file.name}`, headers: VALID });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(file.type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.equals(Buffer.from(file.body, 'utf8'))).toBe(true);
    });

    it.each(FILES)('answers HEAD for $name with the headers and no body', async (file) => {
      const res = await app.inject({
        method: 'HEAD',
        url: `/secureDownload/files/${file.name}`,
        headers: VALID,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(file.type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe('');
    });

    it.each(REFUSED)('answers %s with 401 and the challenge', async (_, headers) => {
      const res = await app.inject({ url: '/secureDownload/files/secure-data.csv', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe(CHALLENGE);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toEqual({ message: 'Authentication required.' });
    });

    it('checks the credentials before the file name', async () => {
      const res = await app.inject('/secureDownload/files/no-such-file.txt');
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe(CHALLENGE);
      expect(res.json()).toEqual({ message: 'Authentication required.' });
    });

    it('answers HEAD without credentials with 401', async () => {
      const res = await app.inject({
        method: 'HEAD',
        url: '/secureDownload/files/secure-data.csv',
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe(CHALLENGE);
      expect(res.body).toBe('');
    });

    it.each([
      'no-such-file.txt',
      'SECURE-DATA.CSV',
      'secure-data.csv.bak',
      '__proto__',
      'constructor',
      '..%2Fpackage.json',
      'secure-data.csv%00',
    ])('answers another name (%s) with 404 "No such file."', async (name) => {
      const res = await app.inject({ url: `/secureDownload/files/${name}`, headers: VALID });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toEqual({ message: 'No such file.' });
    });

    it('stays out of the OpenAPI document (its sign-in dialog has no place in "Try it")', async () => {
      const res = await app.inject('/api/openapi.json');
      const paths = Object.keys((res.json() as { paths: object }).paths);
      expect(paths.filter((p) => /basicAuth|secureDownload/.test(p))).toEqual([]);
    });
  });
});
