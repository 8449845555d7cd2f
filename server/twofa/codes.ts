import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '../../src/shared/twofa.js';

/** What the store keeps of a code: never the code itself. */
export interface StoredCode {
  salt: string;
  hash: string;
  /** The address it was sent to (for the per-address limits). */
  mailbox: string;
  expiresAt: number;
}

const hashOf = (code: string, salt: string) =>
  createHmac('sha256', salt).update(code).digest('base64url');

/** A uniformly random 6-digit code, leading zeros included. */
export const drawCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

export function storedCode(code: string, mailbox: string, ttlMs: number): StoredCode {
  const salt = randomBytes(16).toString('base64url');
  return { salt, hash: hashOf(code, salt), mailbox, expiresAt: Date.now() + ttlMs };
}

/** Constant-time comparison of a typed code with the stored hash. */
export function matches(typed: string, stored: StoredCode): boolean {
  const expected = Buffer.from(stored.hash);
  const actual = Buffer.from(hashOf(typed, stored.salt));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
