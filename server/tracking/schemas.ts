import { Type } from 'typebox';
import { MAX_INTERVAL_SECONDS, MIN_INTERVAL_SECONDS } from '../../src/shared/tracking.js';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { MESSAGES } from './messages.js';

const TRACKING_ID = 'TRK-7KQ2MZ4B';
const notFound = MESSAGES.noSuchParcel(TRACKING_ID);

const TrackingParams = Type.Object({
  trackingId: Type.String({ description: 'From POST /api/tracking', examples: [TRACKING_ID] }),
});

/** The answers every JSON body shares before the route's own rules. */
const bodyReplies = { 413: ERROR_MESSAGES.tooLarge, 415: ERROR_MESSAGES.notJson };

export const createSchema = {
  summary: 'Create a parcel whose status moves on every intervalSeconds (/serverSentEvents)',
  description:
    'Step k of 5 (Order placed, Packed, Shipped, Out for delivery, Delivered) is reached ' +
    'intervalSeconds × (k − 1) after creation. A parcel is kept 10 minutes; at most 20 per ' +
    'client IP per 10 minutes (settings).',
  tags: ['Event stream'],
  body: Type.Object(
    {
      intervalSeconds: Type.Integer({
        minimum: MIN_INTERVAL_SECONDS,
        maximum: MAX_INTERVAL_SECONDS,
        description: 'Seconds between two steps',
      }),
    },
    { additionalProperties: false, examples: [{ intervalSeconds: 3 }] },
  ),
  response: {
    201: Type.Object(
      {
        trackingId: Type.String({ description: '"TRK-" and 8 of A-Z and 2-9, random' }),
        intervalSeconds: Type.Integer(),
        createdAt: Type.String({ format: 'date-time' }),
      },
      {
        additionalProperties: false,
        description: 'The parcel',
        examples: [
          { trackingId: TRACKING_ID, intervalSeconds: 3, createdAt: '2026-01-01T10:00:00.000Z' },
        ],
      },
    ),
    ...messageReplies({
      400: MESSAGES.badInterval,
      ...bodyReplies,
      429: MESSAGES.tooManyParcels,
      503: ERROR_MESSAGES.unavailable,
    }),
  },
};

const STREAM_EXAMPLE = [
  'retry: 2000',
  '',
  'event: resumed',
  'data: {"after":1}',
  '',
  'id: 2',
  'event: status',
  `data: {"trackingId":"${TRACKING_ID}","step":2,"state":"Packed","at":"2026-01-01T10:00:03.000Z"}`,
  '',
].join('\n');

export const eventsSchema = {
  summary: "A parcel's status as a stream of server-sent events",
  description:
    'Starts with `retry: 2000`, then one `status` event per step reached (id: the step; data: ' +
    'trackingId, step, state and the ISO time reached), each when it is reached; after step 5 ' +
    'an `end` event (data `{}`), and the stream closes. With Last-Event-ID n the stream first ' +
    'sends `resumed` (data `{"after": n}`), then only the steps above n. At most 5 open ' +
    'streams per client IP over every server instance (a setting). Errors come as JSON, ' +
    'before the stream starts.',
  tags: ['Event stream'],
  params: TrackingParams,
  headers: Type.Object({
    'last-event-id': Type.Optional(
      Type.String({
        pattern: '^[0-5]$',
        description: 'The last step received (the browser sends it when it reconnects)',
        examples: ['2'],
      }),
    ),
  }),
  response: {
    200: {
      description: 'The event stream (text/event-stream, not cached)',
      content: {
        // Given as is to the OpenAPI document: the example goes on the media type.
        'text/event-stream': { schema: Type.String(), example: STREAM_EXAMPLE },
      },
    },
    ...messageReplies({
      400: MESSAGES.badLastEventId,
      404: notFound,
      429: MESSAGES.tooManyStreams,
      503: ERROR_MESSAGES.unavailable,
    }),
  },
};

export const dropSchema = {
  summary: "End the parcel's open event streams without `end`, on whichever instance holds them",
  description:
    'The browser then reconnects with Last-Event-ID and resumes. `dropped`: how many server ' +
    'instances held a stream of the parcel (0 when none was open). 30 per client IP a minute ' +
    '(a setting).',
  tags: ['Event stream'],
  params: TrackingParams,
  body: Type.Object({}, { additionalProperties: false, examples: [{}] }),
  response: {
    200: Type.Object(
      { dropped: Type.Integer({ minimum: 0 }) },
      { additionalProperties: false, description: 'Dropped', examples: [{ dropped: 1 }] },
    ),
    ...messageReplies({
      400: MESSAGES.badDropBody,
      404: notFound,
      ...bodyReplies,
      429: ERROR_MESSAGES.tooManyRequests(42),
      503: ERROR_MESSAGES.unavailable,
    }),
  },
};
