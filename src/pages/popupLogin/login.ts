import type { StatusTone } from '../../lib/StatusLine';
import type { PracticeIdMessage } from '../../lib/practiceId';

/** Where the page stands: signed in or not, and what became of the last sign-in window. */
export type LoginState =
  | { kind: 'signedOut' | 'waiting' | 'blocked' | 'cancelled' | 'closedEarly' }
  | { kind: 'signedIn'; practiceId: string; displayName: string };

/** The pop-up: 480 × 640 px, keeping its opener (no noopener), so that it can post back. */
export const POPUP_FEATURES = 'popup,width=480,height=640';

export const SIGNED_OUT: LoginState = { kind: 'signedOut' };

/** The state a message from the sign-in window leads to. */
export function afterMessage(message: PracticeIdMessage): LoginState {
  return message.type === 'practice-id-result'
    ? { kind: 'signedIn', practiceId: message.practiceId, displayName: message.displayName }
    : { kind: 'cancelled' };
}

export function statusOf(state: LoginState): { tone: StatusTone; text: string } {
  switch (state.kind) {
    case 'signedOut':
      return { tone: 'info', text: 'Not signed in.' };
    case 'waiting':
      return { tone: 'info', text: 'Waiting for the sign-in window…' };
    case 'blocked':
      return {
        tone: 'danger',
        text: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
      };
    case 'cancelled':
      return { tone: 'warning', text: 'Sign-in was cancelled.' };
    case 'closedEarly':
      return { tone: 'warning', text: 'The sign-in window was closed before signing in.' };
    case 'signedIn':
      return {
        tone: 'success',
        text: `Signed in as ${state.displayName} (${state.practiceId}).`,
      };
  }
}
