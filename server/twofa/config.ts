import { integerVar, textVar, urlVar } from '../env.js';

/** The 2FA API's settings, from the environment (each in docs/configuration.md). */
export interface TwofaConfig {
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

const count = (env: NodeJS.ProcessEnv, name: string, fallback: number) =>
  integerVar(env, name, fallback, 1);

export function twofaConfigFromEnv(env: NodeJS.ProcessEnv): TwofaConfig {
  return {
    smtpUrl: urlVar(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    smtpFrom: textVar(env, 'SMTP_FROM', DEFAULT_SMTP_FROM),
    limits: {
      windowMs: count(env, 'RATE_LIMIT_WINDOW_SECONDS', 600) * 1000,
      sendPerClient: count(env, 'SEND_LIMIT_PER_CLIENT', 20),
      sendPerAddress: count(env, 'SEND_LIMIT_PER_ADDRESS', 10),
      verifyPerClient: count(env, 'VERIFY_LIMIT_PER_CLIENT', 60),
      verifyPerAddress: count(env, 'VERIFY_LIMIT_PER_ADDRESS', 30),
    },
  };
}
