import { describe, expect, it } from 'vitest';
import { hasValidCredentials } from './credentials.js';

const basic = (userPass: string) => `Basic ${Buffer.from(userPass, 'utf8').toString('base64')}`;

describe('hasValidCredentials', () => {
  it('accepts student / playground', () => {
    expect(hasValidCredentials(basic('student:playground'))).toBe(true);
  });

  it('takes the scheme in any case and extra spaces around the token', () => {
    const token = Buffer.from('student:playground').toString('base64');
    expect(hasValidCredentials(`basic ${token}`)).toBe(true);
    expect(hasValidCredentials(`BASIC  ${token} `)).toBe(true);
  });

  it.each([
    'Student:playground',
    'student:Playground',
    'student:playground ',
    ' student:playground',
    'student:playgroun',
    'student:playground2',
    'student:',
    ':playground',
    'student',
    'playground:student',
    '',
  ])('refuses %j (exact and case-sensitive)', (userPass) => {
    expect(hasValidCredentials(basic(userPass))).toBe(false);
  });

  it.each([
    undefined,
    '',
    'Basic',
    'Basic ',
    'Bearer c3R1ZGVudDpwbGF5Z3JvdW5k',
    'Basicc3R1ZGVudDpwbGF5Z3JvdW5k',
    'Basic c3R1ZGVudDpwbGF5Z3JvdW5k!',
    'Basic c3R1ZGVudDpwbGF5Z3JvdW5k c3R1ZGVudDpwbGF5Z3JvdW5k',
    'Basic c3R1ZGVudDpwbGF5Z3JvdW5k===',
    'Basic =',
    'Basic %%%',
    'Basic c3R1ZGVudDpwbGF5Z3JvdW5k\u0000',
    'Digest username="student"',
  ])('refuses the malformed header %j', (header) => {
    expect(hasValidCredentials(header)).toBe(false);
  });
});
