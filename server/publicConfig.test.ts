import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../tests/support/serverConfig.js';
import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import {
  DEFAULT_REVERSE_GEOCODE_URL,
  parseReverseGeocodeUrl,
  websocketOriginOf,
} from './publicConfig.js';

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ap-public-config-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  return dir;
}

describe('parseReverseGeocodeUrl', () => {
  it('defaults to the public Nominatim reverse endpoint', () => {
    expect(parseReverseGeocodeUrl(undefined)).toBe(DEFAULT_REVERSE_GEOCODE_URL);
    expect(parseReverseGeocodeUrl('')).toBe(DEFAULT_REVERSE_GEOCODE_URL);
    expect(DEFAULT_REVERSE_GEOCODE_URL).toBe('https://nominatim.openstreetmap.org/reverse');
  });

  it('accepts any http(s) address and refuses anything else', () => {
    expect(parseReverseGeocodeUrl('http://geo.local:8080/reverse')).toBe(
      'http://geo.local:8080/reverse',
    );
    expect(() => parseReverseGeocodeUrl('geo.local/reverse')).toThrow(/REVERSE_GEOCODE_URL/);
    expect(() => parseReverseGeocodeUrl('javascript:alert(1)')).toThrow(/REVERSE_GEOCODE_URL/);
  });

  it('is read from the environment', () => {
    expect(configFromEnv({}).reverseGeocodeUrl).toBe(DEFAULT_REVERSE_GEOCODE_URL);
    expect(
      configFromEnv({ REVERSE_GEOCODE_URL: 'https://geo.example/reverse' }).reverseGeocodeUrl,
    ).toBe('https://geo.example/reverse');
  });
});

describe("websocketOriginOf (the CSP allows the site's own WebSocket address)", () => {
  it('is ws:// on the host and port listened on, unless they name no one address', () => {
    expect(websocketOriginOf({}, 'localhost', 3000)).toBe('ws://localhost:3000');
    expect(websocketOriginOf({}, '127.0.0.1', 8080)).toBe('ws://127.0.0.1:8080');
    expect(websocketOriginOf({}, '::1', 8080)).toBe('ws://[::1]:8080');
    expect(websocketOriginOf({}, '0.0.0.0', 8080)).toBeUndefined();
    expect(websocketOriginOf({}, '::', 8080)).toBeUndefined();
    expect(websocketOriginOf({}, 'localhost', 0)).toBeUndefined();
  });

  it('is WEBSOCKET_ORIGIN when set, as an origin, and only a ws(s) address', () => {
    const env = { WEBSOCKET_ORIGIN: 'wss://playground.example.org/any/path' };
    expect(websocketOriginOf(env, '0.0.0.0', 3000)).toBe('wss://playground.example.org');
    expect(() => websocketOriginOf({ WEBSOCKET_ORIGIN: 'https://x.example' }, 'a', 1)).toThrow(
      /WEBSOCKET_ORIGIN/,
    );
  });

  it('is in connect-src with the rest self-only, no unsafe-inline', async () => {
    const app = await buildApp(
      testConfig(clientDir(), { HOST: '0.0.0.0', WEBSOCKET_ORIGIN: 'wss://play.example' }),
    );
    const csp = (await app.inject('/config.json')).headers['content-security-policy'];
    expect(csp).toContain(
      "connect-src 'self' https://nominatim.openstreetmap.org wss://play.example;",
    );
    expect(csp).toContain("default-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/ wss?:[ ;]/);
    await app.close();
  });
});

describe('GET /config.json', () => {
  it('gives the default lookup address and allows its origin in the CSP', async () => {
    const app = await buildApp(testConfig(clientDir()));
    const res = await app.inject('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reverseGeocodeUrl: DEFAULT_REVERSE_GEOCODE_URL });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain(
      "connect-src 'self' https://nominatim.openstreetmap.org ws://localhost:3000;",
    );
    await app.close();
  });

  it('gives a configured lookup address and its origin only', async () => {
    const app = await buildApp(
      testConfig(clientDir(), { REVERSE_GEOCODE_URL: 'http://geo.local:8080/nominatim/reverse' }),
    );
    const res = await app.inject('/config.json');
    expect(res.json()).toEqual({ reverseGeocodeUrl: 'http://geo.local:8080/nominatim/reverse' });
    expect(res.headers['content-security-policy']).toContain(
      "connect-src 'self' http://geo.local:8080 ws://localhost:3000;",
    );
    await app.close();
  });
});
