import { Type } from 'typebox';
import {
  CAPTCHA_MESSAGES,
  CAPTCHA_OBJECTS,
  MAX_CHALLENGE_COUNT,
  MAX_SEED,
  TILE_COUNT,
} from '../../src/shared/captcha.js';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { XSRF_MESSAGE } from '../xsrf.js';

// Unknown body fields are dropped (Ajv's removeAdditional) and so ignored.

/** The 400 texts when a body does not match its schema (each route words its own). */
export const BAD_BODY = {
  challenge: `The body must be { seed?, n? }: seed an integer from -${MAX_SEED} to ${MAX_SEED}, n a whole number from 1 to ${MAX_CHALLENGE_COUNT}.`,
  verify: `The body must be { challengeId, selected }: challengeId a string, selected an array of different tile positions from 1 to ${TILE_COUNT}.`,
  validate: 'The body must be { token }: token a string.',
} as const;

const Id = (description: string) => Type.String({ minLength: 1, maxLength: 64, description });
const CHALLENGE_ID = 'mV0c0Z8rj6o2x1cYw6hQ3q4x';
const TOKEN = 'h3X9dQe2k0yTq8sV1wLr5nB7cZ4aJ6mP0oF2gU8iE3t';

export const ChallengeBody = Type.Object(
  {
    seed: Type.Optional(
      Type.Integer({
        minimum: -MAX_SEED,
        maximum: MAX_SEED,
        description: "The page's ?seed=: with it, one (seed, n) pair always draws one grid",
      }),
    ),
    n: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_CHALLENGE_COUNT,
        description: "The page's challenge count (1 for its first challenge; default 1)",
      }),
    ),
  },
  { additionalProperties: false, examples: [{ seed: 42, n: 1 }, {}] },
);

const ObjectName = Type.Enum(CAPTCHA_OBJECTS);

const ChallengeAnswer = Type.Object(
  {
    challengeId: Id('Send it back to /verify (single use, lives 2 minutes by default)'),
    target: ObjectName,
    tiles: Type.Array(Type.Object({ position: Type.Integer(), object: ObjectName }), {
      description: 'Tiles 1-9, row by row',
    }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        challengeId: CHALLENGE_ID,
        target: 'bus',
        tiles: [
          { position: 1, object: 'bus' },
          { position: 2, object: 'tree' },
          { position: 3, object: 'cat' },
          { position: 4, object: 'car' },
          { position: 5, object: 'bus' },
          { position: 6, object: 'crosswalk' },
          { position: 7, object: 'fire hydrant' },
          { position: 8, object: 'traffic light' },
          { position: 9, object: 'bicycle' },
        ],
      },
    ],
  },
);

export const VerifyBody = Type.Object(
  {
    challengeId: Id('From /challenge'),
    selected: Type.Array(Type.Integer({ minimum: 1, maximum: TILE_COUNT }), {
      maxItems: TILE_COUNT,
      uniqueItems: true,
      description: 'The positions of the tiles showing the target, in any order',
    }),
  },
  { additionalProperties: false, examples: [{ challengeId: CHALLENGE_ID, selected: [1, 5] }] },
);

const VerifyAnswer = Type.Object(
  { token: Id('The pass: send it to /validate (single use, lives 2 minutes by default)') },
  { additionalProperties: false, examples: [{ token: TOKEN }] },
);

export const ValidateBody = Type.Object(
  { token: Id('From /verify') },
  { additionalProperties: false, examples: [{ token: TOKEN }] },
);

/** The answers every CAPTCHA POST shares, before its own rules. */
const postReplies = {
  403: XSRF_MESSAGE,
  413: ERROR_MESSAGES.tooLarge,
  415: ERROR_MESSAGES.notJson,
  503: ERROR_MESSAGES.unavailable,
};

export const challengeSchema = {
  summary: 'Draw a challenge: a target and a 3 × 3 grid with 2 to 4 tiles showing it',
  description:
    'Random without a seed; with one, the same (seed, n) pair always draws the same grid. ' +
    'At most 30 challenges per client IP per 10 minutes (settings).',
  tags: ['CAPTCHA'],
  body: ChallengeBody,
  response: {
    200: ChallengeAnswer,
    ...messageReplies({
      400: BAD_BODY.challenge,
      ...postReplies,
      429: ERROR_MESSAGES.tooManyRequests(590),
    }),
  },
};

export const verifySchema = {
  summary: 'Answer a challenge (once): the exact target tiles give a pass token',
  tags: ['CAPTCHA'],
  body: VerifyBody,
  response: {
    200: VerifyAnswer,
    ...messageReplies({
      400: [CAPTCHA_MESSAGES.wrongSelection, CAPTCHA_MESSAGES.challengeExpired, BAD_BODY.verify],
      ...postReplies,
    }),
  },
};

export const validateSchema = {
  summary: 'Check a pass token (once), as a form handler would',
  tags: ['CAPTCHA'],
  body: ValidateBody,
  response: messageReplies({
    200: CAPTCHA_MESSAGES.validated,
    400: [CAPTCHA_MESSAGES.tokenExpired, BAD_BODY.validate],
    ...postReplies,
  }),
};
