/**
 * The Practice ID sign-in that /popupLogin opens in a pop-up window (/popupLogin/signin): its
 * accounts, its check, and the messages the window posts to its opener. Both pages use it.
 */

export const SIGNIN_PATH = '/popupLogin/signin';

export type PracticeIdMessage =
  | { type: 'practice-id-result'; practiceId: string; displayName: string }
  | { type: 'practice-id-cancelled' };

const ACCOUNTS = [
  { practiceId: 'PX-2048', passcode: 'Window-42', displayName: 'Practice Learner' },
  { practiceId: 'PX-4096', passcode: 'Window-84', displayName: 'Practice Reviewer' },
];

export const SIGNIN_MESSAGES = {
  empty: 'Enter your Practice ID and your passcode.',
  wrong: 'The Practice ID or the passcode is wrong.',
};

export type SignInCheck =
  { ok: true; message: PracticeIdMessage } | { ok: false; error: string; clearPasscode: boolean };

/** The ID is trimmed and compared ignoring case, the passcode exactly. */
export function checkSignIn(practiceId: string, passcode: string): SignInCheck {
  const id = practiceId.trim().toUpperCase();
  if (id === '' || passcode === '') {
    return { ok: false, error: SIGNIN_MESSAGES.empty, clearPasscode: false };
  }
  const account = ACCOUNTS.find((a) => a.practiceId === id && a.passcode === passcode);
  if (!account) return { ok: false, error: SIGNIN_MESSAGES.wrong, clearPasscode: true };
  return {
    ok: true,
    message: {
      type: 'practice-id-result',
      practiceId: account.practiceId,
      displayName: account.displayName,
    },
  };
}

export const CANCELLED: PracticeIdMessage = { type: 'practice-id-cancelled' };

/** A posted message's data as a Practice ID message, or undefined for anything else. */
export function readPracticeIdMessage(data: unknown): PracticeIdMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, practiceId, displayName } = data as Record<string, unknown>;
  if (type === 'practice-id-cancelled') return CANCELLED;
  if (
    type === 'practice-id-result' &&
    typeof practiceId === 'string' &&
    typeof displayName === 'string'
  ) {
    return { type, practiceId, displayName };
  }
  return undefined;
}
