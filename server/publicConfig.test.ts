import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../tests/support/serverConfig.js';
import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import { DEFAULT_REVERSE_GEOCODE_URL, parseReverseGeocodeUrl } from './publicConfig.js';

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

describe('GET /config.json', () => {
  it('gives the default lookup address and allows its origin in the CSP', async () => {
    const app = await buildApp(testConfig(clientDir()));
    const res = await app.inject('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reverseGeocodeUrl: DEFAULT_REVERSE_GEOCODE_URL });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain(
      "connect-src 'self' https://nominatim.openstreetmap.org;",
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
      "connect-src 'self' http://geo.local:8080;",
    );
    await app.close();
  });
});
