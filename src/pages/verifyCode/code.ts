import type { Random } from '../../lib/random';

const CODE_MIN = 1000;
const CODE_MAX = 9999;

/** A four-digit code, 1000 to 9999. */
export function drawCode(random: Random): string {
  return String(random.int(CODE_MIN, CODE_MAX));
}

/** The typed text must equal the code exactly (no trimming). */
export function isValidCode(typed: string, code: string): boolean {
  return typed === code;
}
