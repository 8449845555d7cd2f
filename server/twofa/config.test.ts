import { describe, expect, it } from 'vitest';
import { DEFAULT_SMTP_FROM, twofaConfigFromEnv } from './config.js';

describe('twofaConfigFromEnv', () => {
  it('has safe defaults: memory store, practice inbox, modest limits', () => {
    expect(twofaConfigFromEnv({})).toEqual({
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
      SMTP_URL: 'smtp://mail:25',
      SMTP_FROM: 'Codes <codes@example.com>',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      SEND_LIMIT_PER_CLIENT: '1',
      SEND_LIMIT_PER_ADDRESS: '2',
      VERIFY_LIMIT_PER_CLIENT: '3',
      VERIFY_LIMIT_PER_ADDRESS: '4',
    });
    expect(config).toEqual({
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

  it('treats an empty variable as unset', () => {
    expect(twofaConfigFromEnv({ SMTP_URL: '', SEND_LIMIT_PER_CLIENT: '' })).toEqual(
      twofaConfigFromEnv({}),
    );
  });

  it.each(['mail.example.com', 'http://mail.example.com'])('rejects SMTP_URL=%s', (value) => {
    expect(() => twofaConfigFromEnv({ SMTP_URL: value })).toThrow(
      `SMTP_URL must be a smtp:// or smtps:// address, not "${value}"`,
    );
  });

  it.each(['0', '-3', '2.5', 'many', '1e3'])('rejects SEND_LIMIT_PER_CLIENT=%s', (value) => {
    expect(() => twofaConfigFromEnv({ SEND_LIMIT_PER_CLIENT: value })).toThrow(
      /SEND_LIMIT_PER_CLIENT/,
    );
  });
});
