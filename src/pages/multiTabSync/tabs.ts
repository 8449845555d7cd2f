import { todosFrom, type Todo } from './todos';

/**
 * What tabs of the page tell each other. "call": I am here, answer me (on arrival and at every
 * roll call); "here": the answer; "bye": I am leaving; "todos": the list I just stored.
 */
export type Signal =
  { kind: 'call' | 'here' | 'bye'; from: string } | { kind: 'todos'; todos: Todo[] };

/** A signal as received (it may come from any script of the site): undefined if it is not one. */
export function signalFrom(value: unknown): Signal | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, from, todos } = value as Record<string, unknown>;
  if (kind === 'todos') return { kind, todos: todosFrom(todos) };
  if ((kind === 'call' || kind === 'here' || kind === 'bye') && typeof from === 'string') {
    return { kind, from };
  }
  return undefined;
}

/** Each tab calls the roll this often; every other tab answers at once. */
export const ROLL_CALL_MS = 1000;
/**
 * Roll calls a tab may miss before it counts as gone (it crashed, or its goodbye was lost). A tab
 * counts the others' calls and answers, not its own calls' replies: a background tab whose own
 * timer is throttled still hears the others every second.
 */
export const MISSED_LIMIT = 2;

/** The other tabs, each with the roll calls it has missed since it was last heard. */
export type Peers = ReadonlyMap<string, number>;

export const NO_PEERS: Peers = new Map();

export const heard = (peers: Peers, id: string): Peers => new Map(peers).set(id, 0);

export function gone(peers: Peers, id: string): Peers {
  const next = new Map(peers);
  next.delete(id);
  return next;
}

/** A roll call: every tab has missed one more; those that missed too many are gone. */
export function rollCall(peers: Peers): Peers {
  return new Map(
    [...peers]
      .map(([id, missed]) => [id, missed + 1] as const)
      .filter(([, missed]) => missed < MISSED_LIMIT),
  );
}

/** Open tabs of the page in this browser profile: this one and the others heard. */
export const openTabs = (peers: Peers) => peers.size + 1;
