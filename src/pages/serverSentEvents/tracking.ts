import {
  DEFAULT_INTERVAL_SECONDS,
  MAX_INTERVAL_SECONDS,
  MIN_INTERVAL_SECONDS,
  TRACKING_STEPS,
} from '../../shared/tracking';

export const INVALID_INTERVAL = `Invalid interval; using ${DEFAULT_INTERVAL_SECONDS} s.`;
export const NOT_TRACKING = 'not tracking yet';
export const ENDED_LINE = 'Stream ended.';
export const UNREACHABLE = 'The server could not be reached.';

/** Retries in a row without an event before the page gives up on the stream. */
export const MAX_RETRIES = 5;

export type StreamState = 'connecting…' | 'open' | 'reconnecting…' | 'ended' | 'failed';

/** `?interval=`: whole seconds from 1 to 10; anything else gives the default and a warning. */
export function intervalOf(search: string): { seconds: number; invalid: boolean } {
  const value = new URLSearchParams(search).get('interval');
  if (value === null) return { seconds: DEFAULT_INTERVAL_SECONDS, invalid: false };
  const seconds = Number(value);
  const valid =
    /^[0-9]+$/.test(value) && seconds >= MIN_INTERVAL_SECONDS && seconds <= MAX_INTERVAL_SECONDS;
  return valid ? { seconds, invalid: false } : { seconds: DEFAULT_INTERVAL_SECONDS, invalid: true };
}

export interface LogLine {
  n: number;
  text: string;
}

export interface Tracking {
  trackingId?: string;
  /** The latest step shown, 0 before any. */
  step: number;
  /** Undefined until a stream is opened. */
  stream?: StreamState;
  /** Errors since the last event: the first is the loss, the next ones failed retries. */
  errors: number;
  log: LogLine[];
}

export const NOT_STARTED: Tracking = { step: 0, errors: 0, log: [] };

/** What the page hears from its EventSource (the data as sent, read here). */
export type StreamEvent =
  | { type: 'open' }
  | { type: 'status'; id: string; data: string }
  | { type: 'resumed'; data: string }
  | { type: 'end' }
  /** `closed`: the browser gave up (an answer other than 200), so no retry comes. */
  | { type: 'error'; closed: boolean };

/** The object in an event's data, or undefined when it is not JSON of an object. */
function readData(data: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const logged = (state: Tracking, text: string): Tracking => ({
  ...state,
  errors: 0,
  log: [...state.log, { n: (state.log.at(-1)?.n ?? 0) + 1, text }],
});

/** A new parcel: everything shown before goes, its stream starts connecting. */
export const started = (trackingId: string): Tracking => ({
  ...NOT_STARTED,
  trackingId,
  stream: 'connecting…',
});

export function streamed(state: Tracking, event: StreamEvent): Tracking {
  if (state.stream === 'ended' || state.stream === 'failed') return state;
  switch (event.type) {
    case 'open':
      return { ...state, stream: 'open' };
    case 'status': {
      const step = readData(event.data)?.step;
      // A repeat or an unreadable event changes nothing.
      if (!wholeIn(step, 1, TRACKING_STEPS.length) || step <= state.step) return state;
      return { ...logged(state, `Event ${event.id || step}: ${TRACKING_STEPS[step - 1]}`), step };
    }
    case 'resumed': {
      const after = readData(event.data)?.after;
      if (!wholeIn(after, 0, TRACKING_STEPS.length)) return state;
      return logged(state, `Reconnected, resumed after event ${after}.`);
    }
    case 'end':
      return { ...logged(state, ENDED_LINE), stream: 'ended' };
    case 'error': {
      const errors = state.errors + 1;
      const failed = event.closed || errors > MAX_RETRIES;
      return { ...state, errors, stream: failed ? 'failed' : 'reconnecting…' };
    }
  }
}

/** Whether the page has closed its stream for good. */
export const isOver = (state: Tracking) => state.stream === 'ended' || state.stream === 'failed';

export const statusText = (step: number) =>
  `Status: ${step === 0 ? NOT_TRACKING : TRACKING_STEPS[step - 1]}`;
