import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../src/shared/auth.js';
import type { Mail } from '../twofa/inbox.js';

/** A reset e-mail lives as long as a 2FA code: 10 minutes. */
export { CODE_TTL_MS as RESET_MAIL_TTL_MS } from '../twofa/messages.js';

/** 6 characters drawn uniformly from A-Z and 2-9. */
export const drawReference = () =>
  Array.from(
    { length: REFERENCE_LENGTH },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join('');

export const resetMailFor = (to: string, reference: string): Mail => ({
  to,
  subject: `Password reset (${reference})`,
  text: [
    `A password reset was requested for ${to} (reference ${reference}).`,
    'This is a practice message: no account exists and no password was changed.',
    'To practise logging in, use username tester and password Str0ng!Pass at /login.',
  ].join('\n'),
});
