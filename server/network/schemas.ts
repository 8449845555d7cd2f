import { Type } from 'typebox';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { NETWORK_MESSAGES as M, REPORT_RETRY_AFTER_SECONDS } from './messages.js';

const TAGS = ['Network Requests'];
const tooMany = messageReplies({ 429: [M.tooManyRequests], 503: ERROR_MESSAGES.unavailable });

export const searchSchema = {
  summary: 'Search the practice products (/networkRequests)',
  description:
    'The products whose name contains q, in any case, in a fixed order; not cached. ' +
    'Counts towards the per-client limit of the /networkRequests calls.',
  tags: TAGS,
  querystring: Type.Object({
    q: Type.Optional(Type.String({ maxLength: 50, examples: ['lamp'] })),
  }),
  response: {
    200: Type.Object(
      { query: Type.String(), count: Type.Integer(), results: Type.Array(Type.String()) },
      {
        additionalProperties: false,
        examples: [
          { query: 'lamp', count: 3, results: ['Desk lamp', 'Floor lamp', 'Reading lamp'] },
        ],
      },
    ),
    ...messageReplies({ 400: M.queryTooLong }),
    ...tooMany,
  },
};

const profileFields = {
  displayName: Type.String({ minLength: 1, maxLength: 40 }),
  newsletter: Type.Boolean(),
};
const example = { displayName: 'Tester', newsletter: false };

// Both fields and nothing else: the server strips unknown fields elsewhere, so a third is counted.
const ProfileBody = Type.Object(profileFields, { maxProperties: 2, examples: [example] });

export const profileSchema = {
  summary: 'Save a practice profile (/networkRequests)',
  description:
    'Echoes the profile and the X-Request-Id header; nothing is stored and nothing is cached. ' +
    'No anti-forgery header: it changes no session.',
  tags: TAGS,
  body: ProfileBody,
  headers: Type.Object({
    'x-request-id': Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', examples: ['pg-1'] }),
  }),
  response: {
    200: Type.Object(
      {
        saved: Type.Object(profileFields, { additionalProperties: false }),
        requestId: Type.String(),
      },
      {
        additionalProperties: false,
        examples: [{ saved: example, requestId: 'pg-1' }],
      },
    ),
    ...messageReplies({ 400: [M.badProfile, M.badRequestId] }),
    ...tooMany,
  },
};

export const reportSchema = {
  summary: 'A report service that is always down (/networkRequests)',
  description: `Always answers 503 with Retry-After: ${REPORT_RETRY_AFTER_SECONDS}, on purpose: the site's one deliberate 5xx.`,
  tags: TAGS,
  response: messageReplies({ 429: M.tooManyRequests, 503: M.reportDown }),
};

export const slowSchema = (seconds: number) => ({
  summary: 'Answer after 3 seconds (/networkRequests; at most 5 pending per client)',
  description:
    "Waits the server's network delay (3 s by default), then answers; not cached. A request " +
    'whose client goes away frees its place at once.',
  tags: TAGS,
  response: {
    200: Type.Object(
      { message: Type.String(), delayMs: Type.Integer({ minimum: 0 }) },
      {
        additionalProperties: false,
        examples: [{ message: M.answered(seconds), delayMs: seconds * 1000 }],
      },
    ),
    ...messageReplies({ 429: [M.tooManySlow, M.tooManyRequests], 503: ERROR_MESSAGES.unavailable }),
  },
});

export const pixelSchema = {
  summary: 'A transparent 1 × 1 GIF, the beacon (/networkRequests)',
  description:
    'Answers image/gif with any query (the page sends n, its request number); not cached.',
  tags: TAGS,
  response: {
    200: {
      description: 'A transparent 1 × 1 GIF (42 bytes)',
      content: {
        'image/gif': {
          schema: { type: 'string', contentMediaType: 'image/gif' },
          example: 'GIF89a…',
        },
      },
    },
    ...tooMany,
  },
};
