import { integerVar } from '../env.js';

/** The /storageState sign-in's settings, from the environment (each in docs/configuration.md). */
export interface StorageStateConfig {
  /** How long POST /api/storage-state/sign-in takes before it answers, in seconds. */
  signInDelaySeconds: number;
  /** Sign-ins one client IP may have waiting at once. */
  maxPendingSignIns: number;
  /** Sign-ins one client IP may start per window. */
  signInLimit: number;
  signInWindowMs: number;
  /** A session ends this long after its sign-in (not renewed by use). */
  sessionTtlMs: number;
}

/** No setting may let a sign-in hold a socket longer than this. */
const LONGEST_DELAY_SECONDS = 300;

export function storageStateConfigFromEnv(env: NodeJS.ProcessEnv): StorageStateConfig {
  return {
    signInDelaySeconds: integerVar(
      env,
      'STORAGE_STATE_SIGN_IN_DELAY_SECONDS',
      3,
      0,
      LONGEST_DELAY_SECONDS,
    ),
    maxPendingSignIns: integerVar(env, 'STORAGE_STATE_MAX_PENDING_PER_CLIENT', 3, 1),
    signInLimit: integerVar(env, 'STORAGE_STATE_SIGN_IN_LIMIT', 30, 1),
    signInWindowMs: integerVar(env, 'STORAGE_STATE_SIGN_IN_WINDOW_SECONDS', 600, 1) * 1000,
    sessionTtlMs: integerVar(env, 'STORAGE_STATE_SESSION_SECONDS', 86_400, 1) * 1000,
  };
}
