// The 2FA rules shared by the page (checked before sending) and the API (its JSON schemas).

export const CODE_LENGTH = 6;
/** The address must be shorter than 60 characters. */
export const EMAIL_MAX_LENGTH = 59;
/** A simple e-mail shape without spaces, optionally preceded by '@'. */
export const EMAIL_PATTERN = '^@?[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const emailShape = new RegExp(EMAIL_PATTERN);

export const isValidEmail = (email: string) =>
  email.length <= EMAIL_MAX_LENGTH && emailShape.test(email);

export const isValidCode = (code: string) => code.length === CODE_LENGTH;

/** Where a message for this address is delivered: without the optional leading '@', lower case. */
export const mailboxOf = (email: string) => email.replace(/^@/, '').toLowerCase();

export const INVALID_EMAIL = 'Invalid e-mail address. Please insert a valid e-mail address.';
export const SEND_FAILED = 'Failed to send the e-mail. Please try again later.';
export const VERIFY_FAILED = 'Failed to verify the code. Please try again later.';
export const INVALID_CODE_LENGTH = 'Validation code must be 6 digits.';
