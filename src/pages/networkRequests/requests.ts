import { statusWithReason } from '../../lib/reasons';

/** The five cards, in the page's order. */
export type CardId = 'search' | 'save' | 'report' | 'slow' | 'beacon';

export const NOT_SENT = 'Not sent yet.';
export const NETWORK_ERROR = 'Network error: the request did not complete.';
export const SLOW_WAITING = 'Waiting… (the server answers after 3 s)';
export const CANCELLED = 'Cancelled by the page.';
export const BEACON_LINES = {
  sent: 'Beacon sent.',
  delivered: 'Beacon delivered.',
  failed: 'Beacon failed.',
} as const;

export const searchUrl = (term: string) => `/api/network/search?q=${encodeURIComponent(term)}`;
export const PROFILE_URL = '/api/network/profile';
export const REPORT_URL = '/api/network/report';
export const SLOW_URL = '/api/network/slow';
export const pixelUrl = (n: number) => `/api/network/pixel?n=${n}`;
export const requestIdOf = (n: number) => `pg-${n}`;

type Body = Record<string, unknown> | null;

const isText = (value: unknown): value is string => typeof value === 'string';

/** A 2xx line in the card's own words, or undefined when the body is not the card's shape. */
function successLine(card: CardId, status: string, body: Body): string | undefined {
  if (card === 'search' && typeof body?.count === 'number' && Array.isArray(body.results)) {
    if (body.count === 0) return `${status}: no results`;
    const noun = body.count === 1 ? 'result' : 'results';
    return `${status}: ${body.count} ${noun} (${body.results.map(String).join(', ')})`;
  }
  if (card === 'save' && isText(body?.requestId)) {
    const saved = body.saved as Body;
    if (isText(saved?.displayName)) {
      return `${status}: saved ${saved.displayName} as request ${body.requestId}`;
    }
  }
  if (card === 'slow' && typeof body?.delayMs === 'number') {
    return `${status} after ${body.delayMs} ms`;
  }
  return undefined;
}

/**
 * A card's result line for the answer received (a route's change or mock shows in it): its own
 * words for a 2xx of its shape, else "{status} {reason}: {message}", or the status alone when the
 * body has no message.
 */
export function answerLine(card: CardId, status: number, body: Body): string {
  const named = statusWithReason(status);
  const own = status >= 200 && status < 300 ? successLine(card, named, body) : undefined;
  if (own) return own;
  return isText(body?.message) ? `${named}: ${body.message}` : named;
}

/** A parsed JSON object, or null for any other body. */
export function objectOf(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export interface LogRow {
  n: number;
  method: 'GET' | 'POST';
  url: string;
  /** "pending", "{status} {reason}", "network error", "cancelled", "image loaded", "image error". */
  outcome: string;
  /** Whole milliseconds from the press to the outcome; null while pending. */
  ms: number | null;
}

/** The log with request n's outcome and time set. */
export function settle(log: readonly LogRow[], n: number, outcome: string, ms: number): LogRow[] {
  return log.map((row) => (row.n === n ? { ...row, outcome, ms: Math.round(ms) } : row));
}
