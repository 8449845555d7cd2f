import { Type } from 'typebox';
import { PRACTICE_HTTPONLY_COOKIE } from '../../src/shared/cookies.js';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { XSRF_MESSAGE } from '../xsrf.js';
import { HIDDEN_VALUE } from './list.js';

export const HTTPONLY_SET = 'HttpOnly cookie set.';

const CookieList = Type.Object(
  {
    cookies: Type.Array(
      Type.Object({ name: Type.String(), value: Type.String() }, { additionalProperties: false }),
    ),
  },
  {
    additionalProperties: false,
    description: 'The cookies the request carried, sorted by name; values as sent',
    examples: [
      {
        cookies: [
          { name: 'flavour', value: 'chocolate' },
          { name: PRACTICE_HTTPONLY_COOKIE, value: HIDDEN_VALUE },
          { name: 'XSRF-TOKEN', value: 'h2E1qW3b8rPq0cVf2rXw0m4vK9pQmJ7Z' },
        ],
      },
    ],
  },
);

export const cookiesSchema = {
  summary: 'The cookies this request carried (the Cookie header), sorted by name',
  description: `The values of the site's HttpOnly cookies read "${HIDDEN_VALUE}".`,
  tags: ['Cookies'],
  response: { 200: CookieList },
};

// Nothing to send but an empty JSON object (other fields are dropped).
export const HttpOnlyBody = Type.Object({}, { examples: [{}] });

export const httpOnlySchema = {
  summary: `Set the practice HttpOnly cookie (${PRACTICE_HTTPONLY_COOKIE}=1, one day)`,
  description: 'Needs the X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie (GET /api/session).',
  tags: ['Cookies'],
  body: HttpOnlyBody,
  response: messageReplies({
    200: HTTPONLY_SET,
    400: ERROR_MESSAGES.notJson,
    403: XSRF_MESSAGE,
    413: ERROR_MESSAGES.tooLarge,
    415: ERROR_MESSAGES.notJson,
  }),
};
