import { describe, expect, it } from 'vitest';
import { BUTTON_LABELS, ERRORS, loginError } from './login';

describe('BUTTON_LABELS', () => {
  it('has 30 distinct, non-blank labels including the named ones', () => {
    expect(BUTTON_LABELS).toHaveLength(30);
    expect(new Set(BUTTON_LABELS).size).toBe(30);
    for (const label of BUTTON_LABELS) expect(label.trim()).toBe(label);
    for (const named of ['Log In', 'Sign In', 'Member Login', 'Subscriber Access'] as const)
      expect(BUTTON_LABELS).toContain(named);
  });
});

describe('loginError', () => {
  it('asks for the email first, even when everything is missing', () =>
    expect(loginError('', '')).toBe(ERRORS.noEmail));
  it('treats a blank email as empty', () => expect(loginError('  ', 'x')).toBe(ERRORS.noEmail));
  it('asks for the password before checking the email shape', () =>
    expect(loginError('not-an-email', '')).toBe(ERRORS.noPassword));
  it.each(['plain', 'a@b', '@b.c', 'a b@c.d', 'a@b c.d'])('rejects the email %j', (email) =>
    expect(loginError(email, 'secret')).toBe(ERRORS.badEmail),
  );
  it.each(['a@b.co', ' tester@example.com '])('accepts %j', (email) =>
    expect(loginError(email, 'secret')).toBeNull(),
  );
});
