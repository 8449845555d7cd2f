import { describe, expect, it } from 'vitest';
import { isValidCode, isValidEmail, mailboxOf } from './twofa';

describe('isValidEmail', () => {
  it.each(['ann@example.com', '@ann@example.com', 'a.b+c@sub.example.org', 'x@y.io'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    '',
    'ann',
    'ann@example',
    'ann@@example.com',
    '@@ann@example.com',
    'ann @example.com',
    ' ann@example.com',
    'ann@exa mple.com',
    'ann@example.com\n',
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));

  it('accepts 59 characters and rejects 60', () => {
    const local = (n: number) => 'a'.repeat(n - '@example.com'.length);
    expect(isValidEmail(`${local(59)}@example.com`)).toBe(true);
    expect(isValidEmail(`${local(60)}@example.com`)).toBe(false);
  });
});

describe('isValidCode', () => {
  it('needs exactly 6 characters, digits or not', () => {
    expect(isValidCode('123456')).toBe(true);
    expect(isValidCode('abcdef')).toBe(true);
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('1234567')).toBe(false);
    expect(isValidCode('')).toBe(false);
  });
});

describe('mailboxOf', () => {
  it('drops the optional leading @ and ignores case', () => {
    expect(mailboxOf('@Ann@Example.com')).toBe('ann@example.com');
  });
});
