import { describe, expect, it } from 'vitest';
import { CANCELLED } from '../../lib/practiceId';
import { afterMessage, SIGNED_OUT, statusOf } from './login';

describe('statusOf', () => {
  it('says where the page stands', () => {
    expect(
      (['signedOut', 'waiting', 'blocked', 'cancelled', 'closedEarly'] as const).map(
        (kind) => statusOf({ kind }).text,
      ),
    ).toEqual([
      'Not signed in.',
      'Waiting for the sign-in window…',
      'The sign-in window was blocked. Allow pop-ups for this site and try again.',
      'Sign-in was cancelled.',
      'The sign-in window was closed before signing in.',
    ]);
  });
});

describe('afterMessage', () => {
  it('signs in with a result, as its display name and ID', () => {
    const state = afterMessage({
      type: 'practice-id-result',
      practiceId: 'PX-4096',
      displayName: 'Practice Reviewer',
    });
    expect(statusOf(state)).toEqual({
      tone: 'success',
      text: 'Signed in as Practice Reviewer (PX-4096).',
    });
  });

  it('stays signed out after a cancel', () => {
    expect(afterMessage(CANCELLED)).toEqual({ kind: 'cancelled' });
    expect(statusOf(SIGNED_OUT).text).toBe('Not signed in.');
  });
});
