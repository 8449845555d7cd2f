import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SHELL, fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import type { Server } from '../http.js';
import { statusCodesAnswer } from './statusCodes.js';

let app: Server;
beforeAll(async () => {
  app = await buildApp(testConfig(fakeClientBuild()));
});
afterAll(() => app.close());

describe('GET /statusCodes and the pages under it', () => {
  it.each([
    ['/statusCodes', 200],
    ['/statusCodes/200', 200],
    ['/statusCodes/404', 404],
    ['/statusCodes/500', 500],
  ])('%s answers %i with the app shell, never stored', async (url, status) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(FAKE_SHELL);
  });

  it('keeps the status with a query string', async () => {
    const res = await app.inject('/statusCodes/500?seed=1');
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe(FAKE_SHELL);
  });

  it('/statusCodes/301 sends the browser back to /statusCodes, with no page of its own', async () => {
    const res = await app.inject('/statusCodes/301');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/statusCodes');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it.each(['/statusCodes/999', '/statusCodes/302', '/statusCodes/abc', '/statusCodes/404/x'])(
    'any other code, %s, is the ordinary not-found page: 404, the app shell, never stored',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe(FAKE_SHELL);
    },
  );

  it.each([
    ['/statusCodes/', '/statusCodes'],
    ['/statusCodes/404/', '/statusCodes/404'],
    ['/statusCodes/500/?seed=2', '/statusCodes/500?seed=2'],
  ])('a trailing slash, %s, moves to the page, never stored', async (url, location) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['/statusCodes', 200],
    ['/statusCodes/200', 200],
    ['/statusCodes/301', 301],
    ['/statusCodes/404', 404],
    ['/statusCodes/500', 500],
    ['/statusCodes/999', 404],
  ])('HEAD %s gets the same status and headers, without a body', async (url, status) => {
    const res = await app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it('refuses other methods as any page does', async () => {
    const res = await app.inject({ method: 'POST', url: '/statusCodes/500' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: POST /statusCodes/500' });
  });

  it('takes its status pages from the catalog', () => {
    expect(statusCodesAnswer('/statusCodes/200')).toEqual({ status: 200 });
    expect(statusCodesAnswer('/statusCodes/404')).toEqual({ status: 404 });
    expect(statusCodesAnswer('/statusCodes/500')).toEqual({ status: 500 });
    expect(statusCodesAnswer('/statusCodes/301')).toEqual({
      status: 301,
      location: '/statusCodes',
    });
    expect(statusCodesAnswer('/statusCodes/201')).toBeUndefined();
  });
});

describe('GET /redirect/go', () => {
  it('answers 302 to /statusCodes with an empty body, never stored', async () => {
    const res = await app.inject('/redirect/go');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/statusCodes');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it('HEAD gets the same 302', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/redirect/go' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/statusCodes');
  });

  it('leaves /redirect an ordinary page', async () => {
    const res = await app.inject('/redirect');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(FAKE_SHELL);
  });
});
