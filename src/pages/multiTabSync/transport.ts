import { signalFrom, type Signal } from './tabs';
import { parseTodos, TODOS_KEY, type Todo } from './todos';

export type SyncMeans = 'BroadcastChannel' | 'storage events';

const CHANNEL = 'multiTabSync';
/** Storage events only: a signal is written here and removed at once (each write is an event). */
const SIGNAL_KEY = 'multiTabSyncSignal';

/** BroadcastChannel where the browser has it (a script may have deleted it), else storage events. */
export const syncMeans = (): SyncMeans =>
  typeof window.BroadcastChannel === 'function' ? 'BroadcastChannel' : 'storage events';

export interface Transport {
  /** Tells every other tab of the page in this browser profile. */
  send(signal: Signal): void;
  close(): void;
}

/** The stored list, read afresh: missing, unreadable or inaccessible storage reads as empty. */
export function readTodos(): Todo[] {
  try {
    return parseTodos(window.localStorage.getItem(TODOS_KEY));
  } catch {
    return [];
  }
}

export function writeTodos(todos: readonly Todo[]) {
  window.localStorage.setItem(TODOS_KEY, JSON.stringify(todos));
}

/** Delivers the other tabs' signals to `receive` until closed. */
export function openTransport(means: SyncMeans, receive: (signal: Signal) => void): Transport {
  if (means === 'BroadcastChannel') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const signal = signalFrom(event.data);
      if (signal) receive(signal);
    };
    return { send: (signal) => channel.postMessage(signal), close: () => channel.close() };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    // The stored list is itself the news of a change (a cleared storage has no key).
    if (event.key === TODOS_KEY || event.key === null) {
      receive({ kind: 'todos', todos: parseTodos(event.newValue) });
    } else if (event.key === SIGNAL_KEY && event.newValue !== null) {
      const signal = signalFrom(parseSignal(event.newValue));
      if (signal) receive(signal);
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    send(signal) {
      // The list's own write has told the others already.
      if (signal.kind === 'todos') return;
      // A random part makes each write a change, so that each one is an event.
      window.localStorage.setItem(SIGNAL_KEY, JSON.stringify({ ...signal, nonce: Math.random() }));
      window.localStorage.removeItem(SIGNAL_KEY);
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}

function parseSignal(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
