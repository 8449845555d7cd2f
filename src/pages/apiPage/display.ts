import type { Json, KeptCall, LastKept } from '../../shared/practiceApi';
import { lastFields } from '../../shared/practiceApi';

/** The page polls the four GET /last-* this often. */
export const POLL_INTERVAL_MS = 2000;

/** A server timestamp (ISO 8601) in the browser's locale format. */
export const formatTime = (iso: string, locale?: string) => new Date(iso).toLocaleString(locale);

/** A body as the page shows it: JSON indented by 2 spaces. */
export const prettyJson = (value: Json) => JSON.stringify(value, null, 2);

/** What a kept-call card shows: not known yet, the last body and its time, none, or a failed poll. */
export type KeptView =
  | { state: 'unknown' }
  | { state: 'none' }
  | { state: 'received'; body: Json; timestamp: string }
  | { state: 'error' };

/** A GET /last-* answer as its card's view. */
export function keptView(call: KeptCall, answer: LastKept): KeptView {
  const fields = lastFields(call);
  const timestamp = answer[fields.timestamp];
  if (typeof timestamp !== 'string') return { state: 'none' };
  return { state: 'received', body: answer[fields.value] ?? null, timestamp };
}

export const noneYet = (method: string) => `No ${method} received yet.`;
export const lastReceived = (method: string) => `Last ${method} received by backend:`;
