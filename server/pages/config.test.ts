import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import { pagesConfigFromEnv } from './config.js';

describe('pagesConfigFromEnv', () => {
  it('has the spec defaults: a 5 s delay, 30 page loads per client a minute', () => {
    expect(pagesConfigFromEnv({})).toEqual({
      loadDelay: { delayMs: 5000, limitPerClient: 30, windowMs: 60_000 },
    });
    expect(configFromEnv({}).pages).toEqual(pagesConfigFromEnv({}));
  });

  it('reads LOAD_DELAY_MS, LOAD_DELAY_LIMIT_PER_CLIENT and LOAD_DELAY_LIMIT_WINDOW_SECONDS', () => {
    expect(
      pagesConfigFromEnv({
        LOAD_DELAY_MS: '0',
        LOAD_DELAY_LIMIT_PER_CLIENT: '5',
        LOAD_DELAY_LIMIT_WINDOW_SECONDS: '10',
      }),
    ).toEqual({ loadDelay: { delayMs: 0, limitPerClient: 5, windowMs: 10_000 } });
    expect(pagesConfigFromEnv({ LOAD_DELAY_MS: '30000' }).loadDelay.delayMs).toBe(30_000);
  });

  it.each([
    ['LOAD_DELAY_MS', '30001', 'LOAD_DELAY_MS must be a whole number from 0 to 30000, not "30001"'],
    ['LOAD_DELAY_MS', '-1', 'LOAD_DELAY_MS must be a whole number from 0 to 30000, not "-1"'],
    ['LOAD_DELAY_MS', '5s', 'LOAD_DELAY_MS must be a whole number from 0 to 30000, not "5s"'],
    [
      'LOAD_DELAY_LIMIT_PER_CLIENT',
      '0',
      'LOAD_DELAY_LIMIT_PER_CLIENT must be a whole number of 1 or more, not "0"',
    ],
    [
      'LOAD_DELAY_LIMIT_WINDOW_SECONDS',
      '1.5',
      'LOAD_DELAY_LIMIT_WINDOW_SECONDS must be a whole number of 1 or more, not "1.5"',
    ],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(message);
  });
});
