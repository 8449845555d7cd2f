import { describe, expect, it } from 'vitest';
import { checkoutErrors } from './checkout';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  postalCode: 'SW1A 1AA',
};

describe('checkoutErrors', () => {
  it('passes valid details', () => {
    expect(checkoutErrors(valid)).toEqual({});
  });

  it('names every blank field at once, in the form order', () => {
    const errors = checkoutErrors({ firstName: ' ', lastName: '', email: '', postalCode: '' });
    expect(Object.entries(errors)).toEqual([
      ['firstName', 'First name is required.'],
      ['lastName', 'Last name is required.'],
      ['email', 'Email is required.'],
      ['postalCode', 'Postal code is required.'],
    ]);
  });

  it('limits names to 40 characters after trimming', () => {
    expect(checkoutErrors({ ...valid, lastName: ` ${'x'.repeat(40)} ` })).toEqual({});
    expect(checkoutErrors({ ...valid, firstName: 'x'.repeat(41) })).toEqual({
      firstName: 'First name has at most 40 characters.',
    });
  });

  it.each(['ada', 'ada@example', 'a da@example.com', 'ada@@example.com', '@example.com'])(
    'refuses the email %s',
    (email) => {
      expect(checkoutErrors({ ...valid, email }).email).toBe('Enter a valid email address.');
    },
  );

  it.each(['12', '12345678901', '12_45', '1234;'])('refuses the postal code %s', (postalCode) => {
    expect(checkoutErrors({ ...valid, postalCode }).postalCode).toBe(
      'Postal code has 3 to 10 letters, digits, spaces or hyphens.',
    );
  });

  it.each(['123', '10115', 'K1A-0B1', '1234567890'])('accepts the postal code %s', (postalCode) => {
    expect(checkoutErrors({ ...valid, postalCode })).toEqual({});
  });
});
