import {
  MAX_INTERVAL_SECONDS,
  MIN_INTERVAL_SECONDS,
  TRACKING_STEPS,
} from '../../src/shared/tracking.js';

/** The texts of the tracking API (SPEC-3 page 61). */
export const MESSAGES = {
  badInterval: `intervalSeconds must be a whole number from ${MIN_INTERVAL_SECONDS} to ${MAX_INTERVAL_SECONDS}.`,
  badLastEventId: `Last-Event-ID must be a whole number from 0 to ${TRACKING_STEPS.length}.`,
  noSuchParcel: (id: string) => `No such tracking number: ${id}.`,
  tooManyParcels: 'Too many parcels. Try again later.',
  tooManyStreams: 'Too many open event streams.',
  badDropBody: 'The body must be an empty JSON object: {}.',
} as const;
