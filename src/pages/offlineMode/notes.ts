import { statusWithReason } from '../../lib/reasons';

export type NoteState = 'pending' | 'sending' | 'synced' | 'rejected';

/** A note as the page keeps it (in localStorage, with the queue: its pending notes). */
export interface LocalNote {
  number: number;
  text: string;
  savedAt: string;
  state: NoteState;
  /** Why the server refused it (rejected notes only). */
  message?: string;
}

export const NOTES_KEY = 'offlineNotes';
export const DEVICE_KEY = 'offlineNotesDevice';
export const MAX_NOTES = 50;
export const MAX_TEXT_LENGTH = 200;

export const LINES = {
  synced: 'All notes are synced.',
  offline: 'Offline: notes will be sent when the connection returns.',
  sending: (i: number, p: number) => `Sending ${i} of ${p}…`,
  unreachable: 'Sync failed: the server could not be reached.',
  paused: (message: string) => `Sync paused: ${message}`,
  failed: (message: string) => `Sync failed: ${message}`,
  cleared: 'All notes cleared.',
  notCleared: (message: string) => `Notes not cleared: ${message}`,
} as const;

export const ALERTS = {
  blank: 'Write a note first.',
  full: `At most ${MAX_NOTES} notes. Clear them to write more.`,
} as const;

const DEVICE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new device id: 12 of a-z and 0-9, from 12 random bytes (not seeded: it is an address). */
export function deviceIdFrom(bytes: Uint8Array): string {
  return Array.from(bytes.slice(0, 12), (byte) => DEVICE_ALPHABET[byte % 36]).join('');
}

export const isDeviceId = (value: string | null): value is string =>
  value !== null && /^[a-z0-9]{12}$/.test(value);

const STATES: readonly NoteState[] = ['pending', 'sending', 'synced', 'rejected'];

function isNote(value: unknown): value is LocalNote {
  const note = value as LocalNote;
  return (
    typeof note === 'object' &&
    note !== null &&
    Number.isInteger(note.number) &&
    typeof note.text === 'string' &&
    typeof note.savedAt === 'string' &&
    STATES.includes(note.state)
  );
}

/**
 * The stored notes; none when the value is missing or not a list of notes. A note that was being
 * sent when the page was left is pending again: its answer never came.
 */
export function parseStored(raw: string | null): LocalNote[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value) || !value.every(isNote)) return [];
  return value.map((note) => (note.state === 'sending' ? { ...note, state: 'pending' } : note));
}

/** Why a note cannot be saved (the alert's text), or null. */
export function saveRefusal(text: string, notes: readonly LocalNote[]): string | null {
  if (text.trim() === '') return ALERTS.blank;
  if (notes.length >= MAX_NOTES) return ALERTS.full;
  return null;
}

/** The next note's number: one more than the highest, 1 for the first. */
export const nextNumber = (notes: readonly LocalNote[]) =>
  notes.reduce((highest, note) => Math.max(highest, note.number), 0) + 1;

/** Notes still to send (pending, or on their way) and notes the server has. */
export function counts(notes: readonly LocalNote[]) {
  return {
    pending: notes.filter((n) => n.state === 'pending' || n.state === 'sending').length,
    synced: notes.filter((n) => n.state === 'synced').length,
  };
}

export const countsLine = (notes: readonly LocalNote[]) => {
  const { pending, synced } = counts(notes);
  return `Pending: ${pending} · Synced: ${synced}`;
};

export function badgeText(note: LocalNote): string {
  switch (note.state) {
    case 'pending':
      return 'Pending';
    case 'sending':
      return 'Sending…';
    case 'synced':
      return 'Synced';
    case 'rejected':
      return `Rejected: ${note.message ?? ''}`;
  }
}

export const withState = (
  notes: readonly LocalNote[],
  number: number,
  state: NoteState,
  message?: string,
): LocalNote[] =>
  notes.map((note) =>
    note.number === number
      ? { number, text: note.text, savedAt: note.savedAt, state, ...(message && { message }) }
      : note,
  );

/** What an answer to a note's POST means for the sync. */
export type PostOutcome =
  { kind: 'synced' } | { kind: 'rejected'; message: string } | { kind: 'stop'; line: string };

/**
 * 2xx: synced. 400 or 409: the note is refused, the next goes on. 429: the sync pauses. Any other
 * status stops it too, the note kept pending.
 */
export function postOutcome(status: number, body: unknown): PostOutcome {
  const given = (body as { message?: unknown } | null)?.message;
  const message = typeof given === 'string' ? given : statusWithReason(status);
  if (status >= 200 && status < 300) return { kind: 'synced' };
  if (status === 400 || status === 409) return { kind: 'rejected', message };
  if (status === 429) return { kind: 'stop', line: LINES.paused(message) };
  return { kind: 'stop', line: LINES.failed(message) };
}
