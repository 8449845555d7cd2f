import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice';

describe('noticeOf', () => {
  it('gives the flash of each notice', () => {
    expect(noticeOf('login-required')).toEqual({
      ok: false,
      message: 'Log in first to see the secure area.',
    });
    expect(noticeOf('logged-out')).toEqual({ ok: true, message: 'You have been logged out.' });
  });

  it('gives none for a missing or unknown notice', () => {
    for (const notice of [null, '', 'toString', '__proto__', 'Logged-out']) {
      expect(noticeOf(notice)).toBeUndefined();
    }
  });
});
