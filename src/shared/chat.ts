/** The /webSocket chat's contract, read by the page and the server (SPEC-3 page 60). */

export const CHAT_SOCKET_PATH = '/api/chat/socket';

/** Close codes: 1000 a normal close, 1001 the server going away, 4000 the idle close. */
export const CLOSE_NORMAL = 1000;
export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_IDLE = 4000;

/** What the server pushes, as JSON in text frames. */
export type ServerFrame =
  | { type: 'agents'; count: number }
  | { type: 'typing' }
  | { type: 'reply'; text: string }
  | { type: 'error'; message: string };

/** What the page sends. */
export type ClientFrame = { type: 'message'; text: string } | { type: 'drop' };
