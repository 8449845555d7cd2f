import { CHAT_SOCKET_PATH, type ServerFrame } from '../../shared/chat';

/** The page's connection: its states as the status line names them (SPEC-3 page 60). */
export type ConnectionState =
  | { kind: 'connecting' }
  | { kind: 'open' }
  | { kind: 'lost'; seconds: number }
  | { kind: 'closed' };

export function stateText(state: ConnectionState): string {
  switch (state.kind) {
    case 'connecting':
      return 'connecting…';
    case 'open':
      return 'open';
    case 'lost':
      return `lost, reconnecting in ${state.seconds} s…`;
    case 'closed':
      return 'closed';
  }
}

/** Seconds before each retry, by consecutive failures; after the last, the page gives up. */
const RETRY_SECONDS = [1, 2, 4, 8, 8, 8];

/** The wait before retrying after the `failures`th failure in a row; undefined: stop ("closed"). */
export const retrySeconds = (failures: number): number | undefined => RETRY_SECONDS[failures - 1];

/** The socket's address on the page's own origin. */
export function socketUrl({ protocol, host }: Pick<Location, 'protocol' | 'host'>) {
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${CHAT_SOCKET_PATH}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A frame the page knows, or undefined for anything else (which it ignores). */
export function readServerFrame(data: unknown): ServerFrame | undefined {
  if (typeof data !== 'string') return undefined;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isObject(frame)) return undefined;
  switch (frame.type) {
    case 'agents':
      return typeof frame.count === 'number' ? { type: 'agents', count: frame.count } : undefined;
    case 'typing':
      return { type: 'typing' };
    case 'reply':
      return typeof frame.text === 'string' ? { type: 'reply', text: frame.text } : undefined;
    case 'error':
      return typeof frame.message === 'string'
        ? { type: 'error', message: frame.message }
        : undefined;
    default:
      return undefined;
  }
}

/** "Bot is typing…" shows while more typing than reply frames came on this connection. */
export interface TypingCount {
  typing: number;
  replies: number;
}

export const NO_TYPING: TypingCount = { typing: 0, replies: 0 };

export const isTyping = ({ typing, replies }: TypingCount) => typing > replies;

/** The buttons' rules: Send and Drop need an open socket (Send a non-blank field too). */
export const canSend = (state: ConnectionState, text: string) =>
  state.kind === 'open' && text.trim() !== '';
export const canDrop = (state: ConnectionState) => state.kind === 'open';
/** Connect only when closed; Disconnect at any other time. */
export const canConnect = (state: ConnectionState) => state.kind === 'closed';
