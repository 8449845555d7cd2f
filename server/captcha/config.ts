import { integerVar } from '../env.js';

/** The CAPTCHA API's settings, from the environment (each in docs/configuration.md). */
export interface CaptchaConfig {
  /** How long a challenge and a pass token live (each is also single-use). */
  ttlMs: number;
  /** Challenges each client IP may ask for per window. */
  challengeLimit: number;
  limitWindowMs: number;
}

export function captchaConfigFromEnv(env: NodeJS.ProcessEnv): CaptchaConfig {
  return {
    ttlMs: integerVar(env, 'CAPTCHA_TTL_SECONDS', 120, 1) * 1000,
    challengeLimit: integerVar(env, 'CAPTCHA_CHALLENGE_LIMIT', 30, 1),
    limitWindowMs: integerVar(env, 'CAPTCHA_LIMIT_WINDOW_SECONDS', 600, 1) * 1000,
  };
}
