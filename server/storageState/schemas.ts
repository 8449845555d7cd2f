import { Type } from 'typebox';
import { AUTH_MESSAGES, CREDENTIAL_MAX_LENGTH } from '../../src/shared/auth.js';
import { STORAGE_STATE_MESSAGES } from '../../src/shared/storageState.js';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { XSRF_MESSAGE } from '../xsrf.js';

// Unknown body fields are dropped (Ajv's removeAdditional) and so ignored.

const Credential = Type.String({ maxLength: CREDENTIAL_MAX_LENGTH });

const SignInBody = Type.Object(
  { username: Credential, password: Credential },
  { additionalProperties: false, examples: [{ username: 'tester', password: 'Str0ng!Pass' }] },
);

const User = Type.Object(
  { username: Type.String(), signedInAt: Type.String({ format: 'date-time' }) },
  {
    additionalProperties: false,
    examples: [{ username: 'tester', signedInAt: '2026-01-01T09:30:00.000Z' }],
  },
);

export const signInSchema = {
  summary: 'Sign in after 3 seconds: sets the HttpOnly storage_demo_session cookie (/storageState)',
  description:
    'Answers a well-formed attempt after the sign-in delay (3 s by default), right or wrong; ' +
    'at most 3 pending and 30 per 10 minutes per client. A request whose client goes away ' +
    'frees its place at once and signs nobody in. The session lasts 24 hours from sign-in. ' +
    'Delay, limits and lifetime are server settings.',
  tags: ['Stored login state'],
  body: SignInBody,
  response: {
    200: { ...User, description: 'Signed in: the HttpOnly session cookie is set' },
    ...messageReplies({
      400: AUTH_MESSAGES.malformed,
      401: STORAGE_STATE_MESSAGES.badCredentials,
      403: XSRF_MESSAGE,
      413: ERROR_MESSAGES.tooLarge,
      415: ERROR_MESSAGES.notJson,
      429: [STORAGE_STATE_MESSAGES.tooManyPending, STORAGE_STATE_MESSAGES.tooMany],
      503: ERROR_MESSAGES.unavailable,
    }),
  },
};

export const meSchema = {
  summary: "Judge this browser's storage_demo_session cookie: its user and sign-in time",
  tags: ['Stored login state'],
  response: {
    200: User,
    ...messageReplies({
      401: [STORAGE_STATE_MESSAGES.notSignedIn, STORAGE_STATE_MESSAGES.unknownSession],
      503: ERROR_MESSAGES.unavailable,
    }),
  },
};

export const signOutSchema = {
  summary: 'Sign out: ends the session (if any) and expires its cookie',
  tags: ['Stored login state'],
  response: messageReplies({
    200: STORAGE_STATE_MESSAGES.signedOut,
    403: XSRF_MESSAGE,
    503: ERROR_MESSAGES.unavailable,
  }),
};
