import { integerVar } from '../env.js';

/** The login's settings, from the environment (each in docs/configuration.md). */
export interface AuthConfig {
  /** A session ends this long after its last use. */
  sessionTtlMs: number;
  /** Failed logins one client IP may make per window; then every login answers 429. */
  failedLoginLimit: number;
  failedLoginWindowMs: number;
}

export function authConfigFromEnv(env: NodeJS.ProcessEnv): AuthConfig {
  return {
    sessionTtlMs: integerVar(env, 'LOGIN_SESSION_SECONDS', 1800, 1) * 1000,
    failedLoginLimit: integerVar(env, 'LOGIN_FAIL_LIMIT', 20, 1),
    failedLoginWindowMs: integerVar(env, 'LOGIN_FAIL_WINDOW_SECONDS', 600, 1) * 1000,
  };
}
