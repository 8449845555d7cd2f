import { Type, type Static } from 'typebox';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { MAX_NOTES, NOTES_MESSAGES as M } from './messages.js';

const TAGS = ['Offline Notes'];

export const DeviceParams = Type.Object({
  device: Type.String({ pattern: '^[a-z0-9-]{8,32}$', examples: ['k3v9x0q2m7ab'] }),
});

export const Note = Type.Object(
  {
    number: Type.Integer(),
    text: Type.String(),
    savedAt: Type.String(),
    syncedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type Note = Static<typeof Note>;

const example: Note = {
  number: 1,
  text: 'Buy milk',
  savedAt: '2026-11-28T07:00:00.000Z',
  syncedAt: '2026-11-28T07:05:00.000Z',
};

// Text is checked in the route (its length once trimmed has its own message). Three fields and no
// other: the server strips unknown fields, so a fourth is counted.
export const NoteBody = Type.Object(
  {
    number: Type.Integer({ minimum: 1, maximum: 1000 }),
    text: Type.String(),
    savedAt: Type.String({ format: 'date-time' }),
  },
  {
    maxProperties: 3,
    examples: [{ number: 1, text: 'Buy milk', savedAt: '2026-11-28T07:00:00.000Z' }],
  },
);

const errors = (extra: Record<number, string | string[]>) => ({
  ...messageReplies({
    400: [M.badDevice, M.badNote, M.badText],
    ...extra,
    429: M.tooManyRequests,
    503: ERROR_MESSAGES.unavailable,
  }),
});

export const listSchema = {
  summary: "A device's notes, by number (/offlineMode)",
  description: 'No cookie, no anti-forgery header. Every use keeps the notes 24 h longer.',
  tags: TAGS,
  params: DeviceParams,
  response: {
    200: Type.Object(
      { device: Type.String(), notes: Type.Array(Note) },
      { additionalProperties: false, examples: [{ device: 'k3v9x0q2m7ab', notes: [example] }] },
    ),
    ...errors({}),
  },
};

export const saveSchema = {
  summary: 'Save a note (/offlineMode), idempotent by number',
  description:
    `A new number answers 201; a number already saved answers 200 with the stored note ` +
    `unchanged. A device holds at most ${MAX_NOTES} notes.`,
  tags: TAGS,
  params: DeviceParams,
  body: NoteBody,
  response: {
    201: Type.Object(
      { note: Note },
      { additionalProperties: false, examples: [{ note: example }] },
    ),
    200: Type.Object(
      { note: Note },
      { additionalProperties: false, examples: [{ note: example }] },
    ),
    ...errors({ 409: M.full(MAX_NOTES) }),
  },
};

export const clearSchema = {
  summary: "Delete a device's notes (/offlineMode)",
  tags: TAGS,
  params: DeviceParams,
  response: {
    200: Type.Object(
      { deleted: Type.Integer({ minimum: 0 }) },
      { additionalProperties: false, examples: [{ deleted: 3 }] },
    ),
    ...errors({}),
  },
};
