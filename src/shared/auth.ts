// The login exercise (/login, /secureArea, /forgotPassword): texts, routes and the practice
// credentials that the pages and the server share.

export { LOGIN_SESSION_COOKIE } from './cookies.js';

/** The one account of the practice login. */
export const PRACTICE_USERNAME = 'tester';
export const PRACTICE_PASSWORD = 'Str0ng!Pass';
/** Username and password are strings of at most this many characters. */
export const CREDENTIAL_MAX_LENGTH = 100;

export const LOGIN_PATH = '/login';
export const SECURE_AREA_PATH = '/secureArea';
export const FORGOT_PASSWORD_PATH = '/forgotPassword';

export const AUTH_API = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  forgotPassword: '/api/forgot-password',
} as const;

/** /login?notice=… shows one of these flashes on arrival. */
export const NOTICES = {
  'login-required': { ok: false, message: 'Log in first to see the secure area.' },
  'logged-out': { ok: true, message: 'You have been logged out.' },
} as const;
export type Notice = keyof typeof NOTICES;

export const loginWithNotice = (notice: Notice) => `${LOGIN_PATH}?notice=${notice}`;

export const AUTH_MESSAGES = {
  emptyFields: 'Enter both a username and a password.',
  badUsername: 'The username is not valid.',
  badPassword: 'The password is not valid.',
  malformed: `Send a username and a password, each a string of at most ${CREDENTIAL_MAX_LENGTH} characters.`,
  loginRequired: NOTICES['login-required'].message,
  loggedOut: NOTICES['logged-out'].message,
  loggedIn: 'You logged in to the secure area.',
  tooManyFailedLogins: 'Too many failed logins. Try again later.',
  loginFailed: 'The login failed. Please try again later.',
  logoutFailed: 'The logout failed. Please try again later.',
  signedInAs: (username: string) => `Signed in as ${username}.`,
} as const;

export const RESET_MESSAGES = {
  sent: (address: string) => `A reset e-mail was sent to ${address}.`,
  failed: 'Failed to send the reset e-mail. Please try again later.',
} as const;

/** The reference a reset e-mail carries: 6 characters of A-Z and 2-9. */
export const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PATTERN = `^[A-Z2-9]{${REFERENCE_LENGTH}}$`;

/** The practice inbox page of an address (the address URL-encoded). */
export const inboxPageOf = (address: string) =>
  `/emailValidation/inbox?address=${encodeURIComponent(address)}`;
