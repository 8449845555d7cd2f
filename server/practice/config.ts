import { integerVar } from '../env.js';

/** The practice API's settings, from the environment (each in docs/configuration.md). */
export interface PracticeConfig {
  /** Counted requests per client IP per window (GET /last-* are not counted). */
  limitPerClient: number;
  limitWindowMs: number;
  /** A workspace's state is forgotten this long after its last use. */
  workspaceTtlMs: number;
}

export function practiceConfigFromEnv(env: NodeJS.ProcessEnv): PracticeConfig {
  return {
    limitPerClient: integerVar(env, 'PRACTICE_LIMIT_PER_CLIENT', 600, 1),
    limitWindowMs: integerVar(env, 'PRACTICE_LIMIT_WINDOW_SECONDS', 60, 1) * 1000,
    workspaceTtlMs: integerVar(env, 'PRACTICE_WORKSPACE_TTL_SECONDS', 24 * 60 * 60, 1) * 1000,
  };
}
