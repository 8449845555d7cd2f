/**
 * The practice API of /apiPage and /mockApiPage (SPEC-2 pages 1 and 2, Part D): what the pages
 * and the server share. Data and pure rules only.
 */

/** Every practice call lives under `/api/practice/{workspace}`. */
export const PRACTICE_PREFIX = '/api/practice';

/** 3 to 32 characters: a-z, 0-9 and -. */
export const WORKSPACE_PATTERN = '^[a-z0-9-]{3,32}$';
const WORKSPACE_REGEXP = new RegExp(WORKSPACE_PATTERN);

export const isWorkspace = (name: unknown): name is string =>
  typeof name === 'string' && WORKSPACE_REGEXP.test(name);

/** The base path of a workspace's calls (the pages put the origin before it). */
export const practiceBasePath = (workspace: string) => `${PRACTICE_PREFIX}/${workspace}`;

/** Bodies of the practice API: any JSON value, at most 10 KB. */
export const PRACTICE_BODY_LIMIT_BYTES = 10 * 1024;

/** The practice API's own messages (they differ from the site's defaults on purpose). */
export const PRACTICE_MESSAGES = {
  tooLarge: 'Body too large: at most 10 KB.',
  notJson: 'Send the body as application/json.',
  invalidJson: 'The body is not valid JSON.',
  badWorkspace: 'Workspace names have 3 to 32 characters: a-z, 0-9 and -.',
  /** `path` relative to the workspace, e.g. "/echo". */
  noEndpoint: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
} as const;

/** The code of GET /code: 6 of A-Z and 0-9, made at a workspace's first use, then constant. */
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const CODE_LENGTH = 6;

/** Any JSON value a tester sends. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The three calls whose last body the backend keeps, and the GET that reads each back. */
export const KEPT_CALLS = [
  { method: 'POST', path: '/echo', answerKey: 'received', last: '/last-post', lastKey: 'lastPost' },
  { method: 'PUT', path: '/update', answerKey: 'updated', last: '/last-put', lastKey: 'lastPut' },
  {
    method: 'PATCH',
    path: '/modify',
    answerKey: 'modified',
    last: '/last-patch',
    lastKey: 'lastPatch',
  },
] as const;

export type KeptCall = (typeof KEPT_CALLS)[number];
export type KeptMethod = KeptCall['method'];

/** GET /last-post answers `{ lastPost, lastPostTimestamp }`; both null before any POST. */
export type LastKept = Record<string, Json | null>;

/** The field names of a /last-* answer of one kept call. */
export const lastFields = (call: KeptCall) =>
  ({ value: call.lastKey, timestamp: `${call.lastKey}Timestamp` }) as const;

export interface CodeAnswer {
  code: string;
  /** The server's time of this answer (ISO 8601). */
  timestamp: string;
}

export interface LastDeleteAnswer {
  isDeleted: boolean;
  /** The time of the latest DELETE /delete (ISO 8601), null before any. */
  lastDeleteTimestamp: string | null;
}

/** GET /last-* are the page's own polling: they do not count against the rate limit. */
export const LAST_DELETE_PATH = '/last-delete';
