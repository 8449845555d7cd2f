import { integerVar } from '../env.js';

/** The delayed answers' settings, from the environment (each in docs/configuration.md). */
export interface SlowConfig {
  /** The longest delay GET /api/slow accepts, in seconds. */
  slowMaxDelaySeconds: number;
  slowMaxPendingPerClient: number;
  /** How long GET /api/ajaxData waits before answering, in seconds. */
  ajaxDelaySeconds: number;
  ajaxMaxPendingPerClient: number;
}

/** No setting may let a request hold a socket longer than this. */
const LONGEST_DELAY_SECONDS = 300;

export function slowConfigFromEnv(env: NodeJS.ProcessEnv): SlowConfig {
  return {
    slowMaxDelaySeconds: integerVar(env, 'SLOW_MAX_DELAY_SECONDS', 30, 0, LONGEST_DELAY_SECONDS),
    slowMaxPendingPerClient: integerVar(env, 'SLOW_MAX_PENDING_PER_CLIENT', 10, 1),
    ajaxDelaySeconds: integerVar(env, 'AJAX_DELAY_SECONDS', 15, 0, LONGEST_DELAY_SECONDS),
    ajaxMaxPendingPerClient: integerVar(env, 'AJAX_MAX_PENDING_PER_CLIENT', 5, 1),
  };
}
