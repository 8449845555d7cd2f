import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import { captchaConfigFromEnv } from './config.js';

describe('captchaConfigFromEnv', () => {
  it("has SPEC-2's defaults: 2-minute challenges and tokens, 30 challenges per 10 minutes", () => {
    expect(captchaConfigFromEnv({})).toEqual({
      ttlMs: 120_000,
      challengeLimit: 30,
      limitWindowMs: 600_000,
    });
    expect(configFromEnv({}).captcha).toEqual(captchaConfigFromEnv({}));
  });

  it('reads every variable', () => {
    expect(
      captchaConfigFromEnv({
        CAPTCHA_TTL_SECONDS: '2',
        CAPTCHA_CHALLENGE_LIMIT: '3',
        CAPTCHA_LIMIT_WINDOW_SECONDS: '60',
      }),
    ).toEqual({ ttlMs: 2000, challengeLimit: 3, limitWindowMs: 60_000 });
  });

  it.each(['CAPTCHA_TTL_SECONDS', 'CAPTCHA_CHALLENGE_LIMIT', 'CAPTCHA_LIMIT_WINDOW_SECONDS'])(
    'fails fast on %s=0, naming the variable',
    (name) => {
      expect(() => configFromEnv({ [name]: '0' })).toThrow(
        `${name} must be a whole number of 1 or more, not "0"`,
      );
    },
  );
});
