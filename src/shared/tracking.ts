/** /serverSentEvents: what the page and the tracking API agree on (SPEC-3 page 61). */

/** A parcel's steps in order; step k (1-5) is the k-th. */
export const TRACKING_STEPS = [
  'Order placed',
  'Packed',
  'Shipped',
  'Out for delivery',
  'Delivered',
] as const;

export const MIN_INTERVAL_SECONDS = 1;
export const MAX_INTERVAL_SECONDS = 10;
export const DEFAULT_INTERVAL_SECONDS = 3;

/** POST /api/tracking answers this (201). */
export interface Parcel {
  trackingId: string;
  intervalSeconds: number;
  /** ISO time. */
  createdAt: string;
}

/** The data of a `status` event. */
export interface StatusEvent {
  trackingId: string;
  step: number;
  state: string;
  /** ISO time the step was reached. */
  at: string;
}
