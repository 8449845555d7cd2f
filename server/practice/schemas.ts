import { Type, type TSchema } from 'typebox';
import {
  lastFields,
  PRACTICE_MESSAGES as M,
  WORKSPACE_PATTERN,
  type KeptCall,
} from '../../src/shared/practiceApi.js';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';

const TAGS = ['Practice API'];
const EXAMPLE_TIME = '2026-01-05T09:00:00.000Z';
const EXAMPLE_BODY = { name: 'test' };

export const WorkspaceParams = Type.Object({
  workspace: Type.String({
    pattern: WORKSPACE_PATTERN,
    description: '3 to 32 characters: a-z, 0-9 and -',
    examples: ['my-team-1'],
  }),
});

/** Any JSON value: an object, an array, a string, a number, true, false or null. */
const AnyJson = Type.Unknown({
  description: 'Any JSON value, at most 10 KB',
  examples: [EXAMPLE_BODY],
});
const Time = Type.String({ format: 'date-time', examples: [EXAMPLE_TIME] });
const TimeOrNull = Type.Union([Time, Type.Null()]);

const answer = (fields: Record<string, TSchema>, example: Record<string, unknown>) =>
  Type.Object(fields, { additionalProperties: false, examples: [example] });

const tooMany = ERROR_MESSAGES.tooManyRequests(42);

/** What every call may answer besides its own data. */
const common = (counted: boolean): Record<number, string | string[]> => {
  const replies: Record<number, string | string[]> = {
    400: M.badWorkspace,
    503: ERROR_MESSAGES.unavailable,
  };
  if (counted) replies[429] = tooMany;
  return replies;
};
/** ... and what a call with a body may answer. */
const withBody = {
  ...common(true),
  400: [M.invalidJson, M.badWorkspace],
  413: M.tooLarge,
  415: M.notJson,
};

export const codeSchema = {
  summary: "The workspace's code: 6 of A-Z and 0-9, made at first use, then constant",
  tags: TAGS,
  params: WorkspaceParams,
  response: {
    200: answer(
      { code: Type.String(), timestamp: Time },
      { code: 'A1B2C3', timestamp: EXAMPLE_TIME },
    ),
    ...messageReplies(common(true)),
  },
};

export const keepSchema = (call: KeptCall) => ({
  summary: `Keeps the body as the last ${call.method} of the workspace and answers it back`,
  tags: TAGS,
  params: WorkspaceParams,
  body: AnyJson,
  response: {
    200: answer(
      { [call.answerKey]: Type.Unknown(), timestamp: Time },
      { [call.answerKey]: EXAMPLE_BODY, timestamp: EXAMPLE_TIME },
    ),
    ...messageReplies(withBody),
  },
});

export const lastKeptSchema = (call: KeptCall) => {
  const fields = lastFields(call);
  return {
    summary: `The last ${call.method} ${call.path} body and its time (nulls before any); not rate-limited`,
    tags: TAGS,
    params: WorkspaceParams,
    response: {
      200: Type.Object(
        { [fields.value]: Type.Unknown(), [fields.timestamp]: TimeOrNull },
        {
          additionalProperties: false,
          examples: [
            { [fields.value]: EXAMPLE_BODY, [fields.timestamp]: EXAMPLE_TIME },
            { [fields.value]: null, [fields.timestamp]: null },
          ],
        },
      ),
      ...messageReplies(common(false)),
    },
  };
};

export const deleteSchema = {
  summary: 'Deletes the test element of /apiPage',
  tags: TAGS,
  params: WorkspaceParams,
  response: {
    200: answer(
      { deleted: Type.Literal(true), timestamp: Time },
      { deleted: true, timestamp: EXAMPLE_TIME },
    ),
    ...messageReplies(withBody),
  },
};

export const resetDeleteSchema = {
  summary: 'Restores the test element of /apiPage (the page calls it on load)',
  tags: TAGS,
  params: WorkspaceParams,
  response: {
    200: answer({ deleted: Type.Literal(false) }, { deleted: false }),
    ...messageReplies(withBody),
  },
};

export const lastDeleteSchema = {
  summary: 'Whether the test element is deleted, and the time of the last DELETE; not rate-limited',
  tags: TAGS,
  params: WorkspaceParams,
  response: {
    200: answer(
      { isDeleted: Type.Boolean(), lastDeleteTimestamp: TimeOrNull },
      { isDeleted: true, lastDeleteTimestamp: EXAMPLE_TIME },
    ),
    ...messageReplies(common(false)),
  },
};

export const otherGetSchema = {
  summary: 'Any other GET under /api/practice: 404 with the path after the workspace',
  tags: TAGS,
  params: Type.Object({
    '*': Type.String({ description: 'The rest of the path', examples: ['my-team-1/echo'] }),
  }),
  response: messageReplies({ 404: M.noEndpoint('GET', '/echo') }),
};
