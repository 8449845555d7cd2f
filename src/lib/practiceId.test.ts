import { describe, expect, it } from 'vitest';
import { CANCELLED, checkSignIn, readPracticeIdMessage } from './practiceId';

describe('checkSignIn', () => {
  it('matches the ID trimmed and ignoring case, the passcode exactly', () => {
    expect(checkSignIn('  px-2048 ', 'Window-42')).toEqual({
      ok: true,
      message: {
        type: 'practice-id-result',
        practiceId: 'PX-2048',
        displayName: 'Practice Learner',
      },
    });
    expect(checkSignIn('PX-4096', 'Window-84')).toEqual({
      ok: true,
      message: {
        type: 'practice-id-result',
        practiceId: 'PX-4096',
        displayName: 'Practice Reviewer',
      },
    });
  });

  it.each([
    ['', 'Window-42'],
    ['   ', 'Window-42'],
    ['PX-2048', ''],
  ])('asks for both fields (%j, %j), keeping the passcode', (id, passcode) => {
    expect(checkSignIn(id, passcode)).toEqual({
      ok: false,
      error: 'Enter your Practice ID and your passcode.',
      clearPasscode: false,
    });
  });

  it.each([
    ['PX-2048', 'window-42'],
    ['PX-2048', 'Window-42 '],
    ['PX-2048', 'Window-84'],
    ['PX-4096', 'Window-42'],
    ['PX 2048', 'Window-42'],
    ['PX-1', 'Window-42'],
  ])('refuses %j with %j and empties the passcode', (id, passcode) => {
    expect(checkSignIn(id, passcode)).toEqual({
      ok: false,
      error: 'The Practice ID or the passcode is wrong.',
      clearPasscode: true,
    });
  });
});

describe('readPracticeIdMessage', () => {
  it('reads a result and a cancel', () => {
    const result = {
      type: 'practice-id-result',
      practiceId: 'PX-2048',
      displayName: 'Practice Learner',
    };
    expect(readPracticeIdMessage(result)).toEqual(result);
    expect(readPracticeIdMessage({ type: 'practice-id-cancelled' })).toEqual(CANCELLED);
  });

  it.each([
    null,
    'practice-id-cancelled',
    42,
    {},
    { type: 'practice-id-result', practiceId: 'PX-2048' },
    { type: 'practice-id-result', practiceId: 7, displayName: 'Practice Learner' },
    { type: 'something-else' },
  ])('ignores %j', (data) => {
    expect(readPracticeIdMessage(data)).toBeUndefined();
  });
});
