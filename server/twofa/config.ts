/** The 2FA API's settings, from the environment (each listed in README.md with its default). */
export interface TwofaConfig {
  /** Shared store for several server instances; the in-memory store when absent. */
  redisUrl?: string;
  /** Deliver codes by SMTP (nodemailer URL); the practice inbox when absent. */
  smtpUrl?: string;
  smtpFrom: string;
  limits: RateLimits;
}

export interface RateLimits {
  windowMs: number;
  sendPerClient: number;
  sendPerAddress: number;
  verifyPerClient: number;
  verifyPerAddress: number;
}

export const DEFAULT_SMTP_FROM = 'Automation Playground <no-reply@localhost>';

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a whole number of 1 or more, not "${value}"`);
  }
  return parsed;
}

export function twofaConfigFromEnv(env: NodeJS.ProcessEnv): TwofaConfig {
  return {
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || DEFAULT_SMTP_FROM,
    limits: {
      windowMs: positiveInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', 600) * 1000,
      sendPerClient: positiveInteger(env, 'SEND_LIMIT_PER_CLIENT', 20),
      sendPerAddress: positiveInteger(env, 'SEND_LIMIT_PER_ADDRESS', 10),
      verifyPerClient: positiveInteger(env, 'VERIFY_LIMIT_PER_CLIENT', 60),
      verifyPerAddress: positiveInteger(env, 'VERIFY_LIMIT_PER_ADDRESS', 30),
    },
  };
}
