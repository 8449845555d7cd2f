// The stored-login-state exercise (/storageState): the texts and calls that the page and the
// server share. The account is the practice login's (shared/auth.ts).

export { STORAGE_DEMO_SESSION_COOKIE } from './cookies.js';

export const STORAGE_STATE_API = {
  signIn: '/api/storage-state/sign-in',
  me: '/api/storage-state/me',
  signOut: '/api/storage-state/sign-out',
} as const;

/** What GET /api/storage-state/me and POST /api/storage-state/sign-in answer with 200. */
export interface StorageStateUser {
  username: string;
  /** ISO 8601, UTC. */
  signedInAt: string;
}

export const STORAGE_STATE_MESSAGES = {
  badCredentials: 'The username or password is not valid.',
  notSignedIn: 'Not signed in.',
  unknownSession: 'The session is unknown or has expired.',
  signedOut: 'Signed out.',
  tooManyPending: 'Too many sign-ins at once.',
  tooMany: 'Too many sign-ins. Try again later.',
} as const;
