import { Type } from 'typebox';
import { AUTH_MESSAGES, CREDENTIAL_MAX_LENGTH } from '../../src/shared/auth.js';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { XSRF_MESSAGE } from '../xsrf.js';

// Unknown body fields are dropped (Ajv's removeAdditional) and so ignored.

const Credential = Type.String({ maxLength: CREDENTIAL_MAX_LENGTH });

export const LoginBody = Type.Object(
  { username: Credential, password: Credential },
  { additionalProperties: false, examples: [{ username: 'tester', password: 'Str0ng!Pass' }] },
);

const LoggedIn = Type.Object(
  { message: Type.String(), username: Type.String() },
  {
    additionalProperties: false,
    description: 'Signed in: the playground_session cookie is set',
    examples: [{ message: AUTH_MESSAGES.loggedIn, username: 'tester' }],
  },
);

const Me = Type.Object(
  { username: Type.String() },
  { additionalProperties: false, examples: [{ username: 'tester' }] },
);

export const loginSchema = {
  summary: 'Log in: sets the HttpOnly playground_session cookie (replacing any earlier session)',
  tags: ['Login'],
  body: LoginBody,
  response: {
    200: LoggedIn,
    ...messageReplies({
      400: AUTH_MESSAGES.malformed,
      401: [AUTH_MESSAGES.badUsername, AUTH_MESSAGES.badPassword],
      403: XSRF_MESSAGE,
      413: ERROR_MESSAGES.tooLarge,
      415: ERROR_MESSAGES.notJson,
      429: AUTH_MESSAGES.tooManyFailedLogins,
      503: ERROR_MESSAGES.unavailable,
    }),
  },
};

export const logoutSchema = {
  summary: 'Log out: deletes the session (if any) and expires its cookie',
  tags: ['Login'],
  response: messageReplies({
    200: AUTH_MESSAGES.loggedOut,
    403: XSRF_MESSAGE,
    503: ERROR_MESSAGES.unavailable,
  }),
};

export const meSchema = {
  summary: 'The signed-in user of this browser (renews the session)',
  tags: ['Login'],
  response: {
    200: Me,
    ...messageReplies({ 401: AUTH_MESSAGES.loginRequired, 503: ERROR_MESSAGES.unavailable }),
  },
};
