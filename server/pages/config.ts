import { integerVar } from '../env.js';

/** The page answers' settings, from the environment (each in docs/configuration.md). */
export interface PagesConfig {
  loadDelay: LoadDelayConfig;
}

export interface LoadDelayConfig {
  /** How long a /loadDelay page request waits before its answer (SPEC-2 page 27: 5 s). */
  delayMs: number;
  /** /loadDelay page requests per client IP per window, so nobody holds sockets open at will. */
  limitPerClient: number;
  windowMs: number;
}

/** The delay's cap: a setting may shorten or lengthen it, never hold a socket for minutes. */
export const MAX_LOAD_DELAY_MS = 30_000;

export function pagesConfigFromEnv(env: NodeJS.ProcessEnv): PagesConfig {
  return {
    loadDelay: {
      delayMs: integerVar(env, 'LOAD_DELAY_MS', 5000, 0, MAX_LOAD_DELAY_MS),
      limitPerClient: integerVar(env, 'LOAD_DELAY_LIMIT_PER_CLIENT', 30, 1),
      windowMs: integerVar(env, 'LOAD_DELAY_LIMIT_WINDOW_SECONDS', 60, 1) * 1000,
    },
  };
}
