import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';
import { DEFAULT_REVERSE_GEOCODE_URL } from './publicConfig.js';
import { twofaConfigFromEnv } from './twofa/config.js';

describe('configFromEnv', () => {
  it('has safe defaults, the 2FA settings included', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      logLevel: 'info',
      trustProxy: false,
      redisUrl: undefined,
      workers: 1,
      reverseGeocodeUrl: DEFAULT_REVERSE_GEOCODE_URL,
      twofa: twofaConfigFromEnv({}),
    });
    expect(config.clientDir).toMatch(/dist[/\\]client$/);
  });

  it('reads PORT, HOST, LOG_LEVEL, TRUST_PROXY, CLIENT_DIR, REDIS_URL and the 2FA variables', () => {
    const config = configFromEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
      CLIENT_DIR: '/srv/site',
      REDIS_URL: 'redis://cache:6379',
      SEND_LIMIT_PER_CLIENT: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: false,
      trustProxy: true,
      clientDir: '/srv/site',
      redisUrl: 'redis://cache:6379',
    });
    expect(config.twofa.limits.sendPerClient).toBe(3);
    expect(configFromEnv({ LOG_LEVEL: 'warn', REDIS_URL: 'rediss://c:1' })).toMatchObject({
      logLevel: 'warn',
      redisUrl: 'rediss://c:1',
    });
  });

  it('runs several workers only on a shared store', () => {
    expect(configFromEnv({ WORKERS: '2', REDIS_URL: 'redis://cache:6379' }).workers).toBe(2);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 0 to 65535, not "abc"'],
    ['PORT', '-1', 'PORT must be a whole number from 0 to 65535, not "-1"'],
    ['PORT', '70000', 'PORT must be a whole number from 0 to 65535, not "70000"'],
    ['PORT', '1.5', 'PORT must be a whole number from 0 to 65535, not "1.5"'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be "true" or "false", not "yes"'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
    ],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL must be a redis:// or rediss:// address'],
    ['REVERSE_GEOCODE_URL', 'ftp://geo', 'REVERSE_GEOCODE_URL must be a http:// or https://'],
    ['VERIFY_LIMIT_PER_ADDRESS', '0', 'VERIFY_LIMIT_PER_ADDRESS must be a whole number of 1'],
    ['WORKERS', '0', 'WORKERS must be a whole number from 1 to 64, not "0"'],
    ['WORKERS', '2', 'WORKERS above 1 needs REDIS_URL (the store they share), not "2"'],
  ])('fails fast on %s=%s, naming the variable', (name, value, message) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(message);
  });
});
