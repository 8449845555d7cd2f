import { integerVar } from '../env.js';

/** The tracking API's settings, from the environment (each in docs/configuration.md). */
export interface TrackingConfig {
  /** How long a parcel can be tracked after its creation. */
  parcelTtlMs: number;
  /** Parcels each client IP may create per window. */
  parcelLimit: number;
  parcelWindowMs: number;
  /** Event streams each client IP may hold open at once (over every instance). */
  maxStreamsPerClient: number;
  /** Drops each client IP may ask for per window. */
  dropLimit: number;
  dropWindowMs: number;
  /** The `retry:` a stream starts with: how long the browser waits before reconnecting. */
  retryMs: number;
}

export function trackingConfigFromEnv(env: NodeJS.ProcessEnv): TrackingConfig {
  return {
    parcelTtlMs: integerVar(env, 'TRACKING_PARCEL_SECONDS', 600, 60) * 1000,
    parcelLimit: integerVar(env, 'TRACKING_PARCEL_LIMIT', 20, 1),
    parcelWindowMs: integerVar(env, 'TRACKING_PARCEL_WINDOW_SECONDS', 600, 1) * 1000,
    maxStreamsPerClient: integerVar(env, 'TRACKING_MAX_STREAMS_PER_CLIENT', 5, 1),
    dropLimit: integerVar(env, 'TRACKING_DROP_LIMIT', 30, 1),
    dropWindowMs: integerVar(env, 'TRACKING_DROP_WINDOW_SECONDS', 60, 1) * 1000,
    retryMs: integerVar(env, 'TRACKING_RETRY_MS', 2000, 0, 60_000),
  };
}
