import { integerVar } from '../env.js';

/** The /offlineMode notes' settings, from the environment (each in docs/configuration.md). */
export interface NotesConfig {
  /** Requests per client IP per minute, every method together. */
  limitPerMinute: number;
  /** A device's notes are forgotten this long after its last request. */
  ttlMs: number;
}

export function notesConfigFromEnv(env: NodeJS.ProcessEnv): NotesConfig {
  return {
    limitPerMinute: integerVar(env, 'NOTES_LIMIT_PER_MINUTE', 60, 1),
    ttlMs: integerVar(env, 'NOTES_TTL_SECONDS', 24 * 60 * 60, 1) * 1000,
  };
}
