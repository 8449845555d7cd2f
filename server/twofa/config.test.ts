import { describe, expect, it } from 'vitest';
import { DEFAULT_SMTP_FROM, twofaConfigFromEnv } from './config.js';

describe('twofaConfigFromEnv', () => {
  it('has safe defaults: memory store, practice inbox, modest limits', () => {
    expect(twofaConfigFromEnv({})).toEqual({
      redisUrl: undefined,
      smtpUrl: undefined,
      smtpFrom: DEFAULT_SMTP_FROM,
      limits: {
        windowMs: 600_000,
        sendPerClient: 20,
        sendPerAddress: 10,
        verifyPerClient: 60,
        verifyPerAddress: 30,
      },
    });
  });

  it('reads every variable', () => {
    const config = twofaConfigFromEnv({
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      SMTP_FROM: 'Codes <codes@example.com>',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      SEND_LIMIT_PER_CLIENT: '1',
      SEND_LIMIT_PER_ADDRESS: '2',
      VERIFY_LIMIT_PER_CLIENT: '3',
      VERIFY_LIMIT_PER_ADDRESS: '4',
    });
    expect(config).toEqual({
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mail:25',
      smtpFrom: 'Codes <codes@example.com>',
      limits: {
        windowMs: 60_000,
        sendPerClient: 1,
        sendPerAddress: 2,
        verifyPerClient: 3,
        verifyPerAddress: 4,
      },
    });
  });

  it.each(['0', '-3', '2.5', 'many'])('rejects SEND_LIMIT_PER_CLIENT=%s', (value) => {
    expect(() => twofaConfigFromEnv({ SEND_LIMIT_PER_CLIENT: value })).toThrow(
      /SEND_LIMIT_PER_CLIENT/,
    );
  });
});
