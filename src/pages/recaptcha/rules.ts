import { CAPTCHA_MESSAGES, type CaptchaObject, type Tile } from '../../shared/captcha';

/** The page's texts (SPEC-2, page 16). */
export const TEXTS = {
  intro: 'Complete the CAPTCHA challenge below and click validate to test the verification.',
  checkbox: "I'm not a robot",
  caption: 'Practice CAPTCHA, verified by this site',
  rules: [
    'Click the box, select every image that shows the named object, then press Verify.',
    'A wrong selection draws a new grid.',
    'A pass is good for one validation, within 2 minutes.',
  ],
  verified: '✓ Verified',
  loading: 'Loading a new challenge…',
  loadFailed: 'The challenge could not be loaded. Please try again.',
  callFailed: 'The server could not be reached. Please try again.',
} as const;

export const prompt = (target: CaptchaObject) => `Select all images with a ${target}.`;

export const tileName = ({ position, object }: Tile) => `Tile ${position}: ${object}`;

/** A tile pressed: in the selection if it was not, out of it if it was. */
export function toggle(selected: readonly number[], position: number): number[] {
  return selected.includes(position)
    ? selected.filter((p) => p !== position)
    : [...selected, position].sort((a, b) => a - b);
}

export interface Outcome {
  ok: boolean;
  text: string;
}

export const NOT_COMPLETED: Outcome = {
  ok: false,
  text: '✗ Please complete the CAPTCHA challenge first.',
};

/**
 * What Validate shows for the server's answer to /validate; `expired` when the token was spent or
 * expired (the widget then resets).
 */
export function validateOutcome(status: number, message: string): Outcome & { expired: boolean } {
  if (status === 200) return { ok: true, text: `✓ ${CAPTCHA_MESSAGES.validated}`, expired: false };
  const expired = status === 400 && message === CAPTCHA_MESSAGES.tokenExpired;
  return { ok: false, text: `✗ ${message || TEXTS.callFailed}`, expired };
}
