import type { Random } from '../../lib/random';

/** A-Z and 2-9 (no 0 or 1, so the digits are never read as O or I). */
export const VALUE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';
const VALUE_LENGTH = 8;

/** "PG-" and 8 characters of the alphabet, each drawn from the page's random source. */
export function drawValue(random: Random): string {
  let value = 'PG-';
  for (let i = 0; i < VALUE_LENGTH; i++) value += random.pick([...VALUE_ALPHABET]);
  return value;
}

export const COPIED = 'Copied to the clipboard.';
export const MATCH = 'Match: the pasted text equals the value.';
export const NO_MATCH = 'No match: the pasted text differs from the value.';

/** The status for a failed copy; the reason loses its own final period, the sentence adds one. */
export function copyFailed(reason: string): string {
  return `Copying failed: ${reason.trim().replace(/\.+$/, '') || 'unknown reason'}.`;
}

/** The reason a failure gives: its message (a DOMException's too), else the value itself. */
export function failureReason(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String(error.message);
  return String(error);
}

/** Whether the pasted text, trimmed, is the value, as the status says it. */
export function checkPasted(pasted: string, value: string): string {
  return pasted.trim() === value ? MATCH : NO_MATCH;
}
