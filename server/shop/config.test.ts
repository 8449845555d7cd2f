import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import { shopConfigFromEnv } from './config.js';

describe('the shop settings', () => {
  it('default to no server bugs, 30-minute logins, a day of state, 30 failures a minute, 5 s and 4 s', () => {
    expect(shopConfigFromEnv({})).toEqual({
      bugs: new Set(),
      sessionTtlMs: 30 * 60_000,
      stateTtlMs: 24 * 3_600_000,
      failedLoginLimit: 30,
      failedLoginWindowMs: 60_000,
      slowLoginMs: 5000,
      slowProductsMs: 4000,
    });
  });

  it('read SHOP_BUGS as ids or "all"', () => {
    expect([...shopConfigFromEnv({ SHOP_BUGS: 'b07, B10' }).bugs]).toEqual(['B07', 'B10']);
    expect(shopConfigFromEnv({ SHOP_BUGS: 'all' }).bugs.size).toBe(25);
  });

  it('refuse to start with a bad bug id or a bad number, naming the variable', () => {
    expect(() => configFromEnv({ SHOP_BUGS: 'B07,B26' })).toThrow(
      'SHOP_BUGS must be "all" or comma-separated bug ids (B01-B25), not "B07,B26": B26 is not a planted bug (B01-B25)',
    );
    expect(() => configFromEnv({ SHOP_SESSION_MINUTES: '0' })).toThrow(
      'SHOP_SESSION_MINUTES must be a whole number from 1 to 1440, not "0"',
    );
    expect(() => configFromEnv({ SHOP_SLOW_LOGIN_MS: 'soon' })).toThrow('SHOP_SLOW_LOGIN_MS');
  });
});
