import { Type, type Static } from 'typebox';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { MESSAGES } from './messages.js';

// A query string arrives as text and Ajv does not coerce it: digits only here, the range in the route.
export const SlowQuery = Type.Object({
  delay: Type.Optional(
    Type.String({
      pattern: '^[0-9]+$',
      description: 'Whole seconds to wait before answering, 0 to 30 by default (default 5)',
      examples: ['2'],
    }),
  ),
});

export type SlowQuery = Static<typeof SlowQuery>;

const SlowAnswer = Type.Object(
  { message: Type.String(), delaySeconds: Type.Integer({ minimum: 0 }) },
  {
    additionalProperties: false,
    examples: [{ message: MESSAGES.answered(2), delaySeconds: 2 }],
  },
);

const AjaxAnswer = Type.Object(
  { message: Type.String() },
  { additionalProperties: false, examples: [{ message: MESSAGES.ajaxLoaded }] },
);

export const slowSchema = {
  summary: 'Answer after a delay of your choice (at most 10 pending per client)',
  description:
    'Waits `delay` seconds, then answers; not cached. A request whose client goes away frees ' +
    'its place at once. Delay cap and pending limit are server settings.',
  tags: ['Delays'],
  querystring: SlowQuery,
  response: {
    200: SlowAnswer,
    ...messageReplies({
      400: MESSAGES.invalidDelay(30),
      429: MESSAGES.tooManySlow,
      503: ERROR_MESSAGES.unavailable,
    }),
  },
};

export const ajaxDataSchema = {
  summary: 'Answer after 15 seconds (at most 5 pending per client)',
  description:
    "Waits the server's AJAX delay (15 s by default), then answers; not cached. A request " +
    'whose client goes away frees its place at once.',
  tags: ['Delays'],
  response: {
    200: AjaxAnswer,
    ...messageReplies({ 429: MESSAGES.tooManyAjax, 503: ERROR_MESSAGES.unavailable }),
  },
};
