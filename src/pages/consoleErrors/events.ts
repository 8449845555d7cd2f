/** What the page counts: its own console calls, the window's uncaught errors and rejections, failed images. */
export type EventKind =
  | 'console.log'
  | 'console.info'
  | 'console.warn'
  | 'console.error'
  | 'console.debug'
  | 'uncaught error'
  | 'unhandled rejection'
  | 'failed resource';

/** The count table's rows, in order, each with the kind it counts. */
export const COUNT_ROWS: readonly { label: string; kind: EventKind }[] = [
  { label: 'console.log', kind: 'console.log' },
  { label: 'console.info', kind: 'console.info' },
  { label: 'console.warn', kind: 'console.warn' },
  { label: 'console.error', kind: 'console.error' },
  { label: 'console.debug', kind: 'console.debug' },
  { label: 'Uncaught errors', kind: 'uncaught error' },
  { label: 'Unhandled rejections', kind: 'unhandled rejection' },
  { label: 'Failed resources', kind: 'failed resource' },
];

export type ConsoleMethod = 'log' | 'info' | 'warn' | 'error' | 'debug';

/** The console buttons: each writes one plain string with one console method. */
export const CONSOLE_BUTTONS: readonly { label: string; method: ConsoleMethod; text: string }[] = [
  { label: 'Log a message', method: 'log', text: 'Practice log message' },
  { label: 'Log info', method: 'info', text: 'Practice info message' },
  { label: 'Log a warning', method: 'warn', text: 'Practice warning message' },
  { label: 'Log an error', method: 'error', text: 'Practice error message' },
  { label: 'Log a debug message', method: 'debug', text: 'Practice debug message' },
];

export const UNCAUGHT_TEXT = 'Practice uncaught error';
export const REJECTION_TEXT = 'Practice unhandled rejection';
export const ON_LOAD_TEXT = 'Practice error on load';
export const MISSING_IMAGE_PATH = '/media/console/missing.png';

/** The log keeps this many lines; the oldest drop out, the counts go on. */
export const LOG_LIMIT = 50;

export interface LogLine {
  /** Numbers every event since load or the last reset, from 1. */
  n: number;
  text: string;
}

export interface EventState {
  counts: Readonly<Record<EventKind, number>>;
  /** Oldest first, at most LOG_LIMIT lines. */
  log: readonly LogLine[];
}

export const EMPTY: EventState = {
  counts: Object.fromEntries(COUNT_ROWS.map((row) => [row.kind, 0])) as Record<EventKind, number>,
  log: [],
};

/** The state after one more event of `kind`, whose log text is `text`. */
export function recordEvent(state: EventState, kind: EventKind, text: string): EventState {
  const n = total(state) + 1;
  return {
    counts: { ...state.counts, [kind]: state.counts[kind] + 1 },
    log: [...state.log, { n, text: `${n}. ${kind}: ${text}` }].slice(-LOG_LIMIT),
  };
}

export function total(state: EventState): number {
  return Object.values(state.counts).reduce((sum, count) => sum + count, 0);
}

/** The message of whatever was thrown or rejected: an Error's message, anything else as text. */
export function reasonText(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

export const missingImageSrc = (k: number) => `${MISSING_IMAGE_PATH}?n=${k}`;

/** `?errorOnLoad=1` makes the page throw once rendered; any other value is ignored. */
export const errorOnLoad = (search: string) =>
  new URLSearchParams(search).get('errorOnLoad') === '1';
