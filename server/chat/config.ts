import { integerVar } from '../env.js';

/** The /webSocket chat's settings, from the environment (each in docs/configuration.md). */
export interface ChatConfig {
  /** The agents count changes this often, in ms. */
  agentsIntervalMs: number;
  /** The bot's reply comes this long after its typing frame, in ms. */
  replyDelayMs: number;
  /** Messages a connection may send per window (then an error frame each). */
  messageLimit: number;
  messageWindowSeconds: number;
  /** A larger client frame closes the socket with 1009. */
  maxFrameBytes: number;
  /** The server closes a socket with 4000 after this long without a client frame. */
  idleSeconds: number;
  /** Open sockets per client IP, counted in the store. */
  maxOpenPerClient: number;
  /** Socket openings per client IP per window, counted in the store. */
  openingsPerWindow: number;
  openingsWindowSeconds: number;
  /** On shutdown, sockets not closed this long after their 1001 close frame are cut, in ms. */
  closeGraceMs: number;
}

export function chatConfigFromEnv(env: NodeJS.ProcessEnv): ChatConfig {
  return {
    agentsIntervalMs: integerVar(env, 'CHAT_AGENTS_INTERVAL_MS', 5000, 10),
    replyDelayMs: integerVar(env, 'CHAT_REPLY_DELAY_MS', 2000, 0, 60_000),
    messageLimit: integerVar(env, 'CHAT_MESSAGE_LIMIT', 10, 1),
    messageWindowSeconds: integerVar(env, 'CHAT_MESSAGE_WINDOW_SECONDS', 10, 1),
    maxFrameBytes: integerVar(env, 'CHAT_MAX_FRAME_BYTES', 2048, 256, 1_048_576),
    idleSeconds: integerVar(env, 'CHAT_IDLE_SECONDS', 600, 1),
    maxOpenPerClient: integerVar(env, 'CHAT_MAX_OPEN_PER_CLIENT', 5, 1),
    openingsPerWindow: integerVar(env, 'CHAT_OPENINGS_PER_WINDOW', 30, 1),
    openingsWindowSeconds: integerVar(env, 'CHAT_OPENINGS_WINDOW_SECONDS', 60, 1),
    closeGraceMs: integerVar(env, 'CHAT_CLOSE_GRACE_MS', 1000, 0, 30_000),
  };
}
