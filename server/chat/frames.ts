import type { ServerFrame } from '../../src/shared/chat.js';
import { MESSAGES } from './messages.js';

/** The agents counts after the first, every interval, repeating anew for each connection. */
const AGENTS_CYCLE = [3, 4, 5, 4, 3, 2];
const MAX_TEXT_LENGTH = 200;

/** The agents count of the `tick`th frame (0 at open). */
export const agentsAt = (tick: number): ServerFrame => ({
  type: 'agents',
  count: AGENTS_CYCLE[tick % AGENTS_CYCLE.length]!,
});

/** What a client's text frame asks for: a message with its trimmed text, a drop, or an error. */
export type ClientRequest =
  { kind: 'message'; text: string } | { kind: 'drop' } | { kind: 'error'; message: string };

function parsed(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

export function readClientFrame(data: string): ClientRequest {
  const frame = parsed(data);
  if (typeof frame !== 'object' || frame === null)
    return { kind: 'error', message: MESSAGES.notJson };
  const { type, text } = frame as Record<string, unknown>;
  if (type === 'drop') return { kind: 'drop' };
  if (type !== 'message' || typeof text !== 'string') {
    return { kind: 'error', message: MESSAGES.notJson };
  }
  const trimmed = text.trim();
  const characters = [...trimmed].length;
  if (characters < 1 || characters > MAX_TEXT_LENGTH) {
    return { kind: 'error', message: MESSAGES.badLength };
  }
  return { kind: 'message', text: trimmed };
}

/**
 * A sliding window of accepted messages: true (and `sent` gains `now`) when fewer than `limit`
 * were accepted in the last `windowMs`; a refused message is not counted.
 */
export function admitMessage(sent: number[], now: number, limit: number, windowMs: number) {
  while (sent.length > 0 && sent[0]! <= now - windowMs) sent.shift();
  if (sent.length >= limit) return false;
  sent.push(now);
  return true;
}
