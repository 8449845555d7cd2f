import { randomInt } from 'node:crypto';
import { TRACKING_STEPS, type StatusEvent } from '../../src/shared/tracking.js';

/** What the store keeps of a parcel. */
export interface StoredParcel {
  trackingId: string;
  intervalSeconds: number;
  /** Epoch ms. */
  createdAt: number;
}

export const LAST_STEP = TRACKING_STEPS.length;

const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';

/** "TRK-" and 8 of A-Z and 2-9 (no 0/O or 1/I to mix up), random and never seeded. */
export function newTrackingId(): string {
  const letters = Array.from({ length: 8 }, () => ID_LETTERS[randomInt(ID_LETTERS.length)]);
  return `TRK-${letters.join('')}`;
}

/** When step k (1-5) is reached: interval × (k − 1) after creation (epoch ms). */
export const stepTime = (parcel: StoredParcel, step: number) =>
  parcel.createdAt + parcel.intervalSeconds * 1000 * (step - 1);

/** The steps above `after` reached by `now`, in order. */
export function stepsReached(parcel: StoredParcel, after: number, now: number): number[] {
  const steps: number[] = [];
  for (let step = after + 1; step <= LAST_STEP && stepTime(parcel, step) <= now; step++) {
    steps.push(step);
  }
  return steps;
}

export function statusOf(parcel: StoredParcel, step: number): StatusEvent {
  return {
    trackingId: parcel.trackingId,
    step,
    state: TRACKING_STEPS[step - 1]!,
    at: new Date(stepTime(parcel, step)).toISOString(),
  };
}

/** One event in the text/event-stream format (fields in order, a blank line after). */
export function eventText(fields: { retry?: number; id?: number; event?: string; data?: unknown }) {
  const lines = [
    fields.retry !== undefined && `retry: ${fields.retry}`,
    fields.id !== undefined && `id: ${fields.id}`,
    fields.event !== undefined && `event: ${fields.event}`,
    fields.data !== undefined && `data: ${JSON.stringify(fields.data)}`,
  ].filter((line) => line !== false);
  return `${lines.join('\n')}\n\n`;
}
