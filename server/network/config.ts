import { integerVar } from '../env.js';

/** The /networkRequests calls' settings, from the environment (each in docs/configuration.md). */
export interface NetworkConfig {
  /** How long GET /api/network/slow waits before answering, in seconds. */
  slowDelaySeconds: number;
  slowMaxPendingPerClient: number;
  /** Requests per client IP per minute, all five calls together. */
  limitPerMinute: number;
}

export function networkConfigFromEnv(env: NodeJS.ProcessEnv): NetworkConfig {
  return {
    slowDelaySeconds: integerVar(env, 'NETWORK_SLOW_DELAY_SECONDS', 3, 0, 300),
    slowMaxPendingPerClient: integerVar(env, 'NETWORK_SLOW_MAX_PENDING_PER_CLIENT', 5, 1),
    limitPerMinute: integerVar(env, 'NETWORK_LIMIT_PER_MINUTE', 120, 1),
  };
}
