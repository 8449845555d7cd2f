import { randomInt } from 'node:crypto';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  type Json,
  type KeptMethod,
} from '../../src/shared/practiceApi.js';
import type { Store } from '../store/store.js';

/** A kept body and when it arrived. */
export interface Kept {
  body: Json;
  timestamp: string;
}

export interface DeleteState {
  isDeleted: boolean;
  lastDeleteTimestamp: string | null;
}

const PARTS = ['code', 'POST', 'PUT', 'PATCH', 'delete'] as const;
type Part = (typeof PARTS)[number];

export const drawCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

/**
 * One workspace's state in the shared store: one key per part, so that a write never carries a
 * stale copy of another part (the page polls while testers write). Every use gives all the parts
 * a fresh TTL, so the whole workspace is forgotten `ttlMs` after its last use.
 */
export function workspaceState(store: Store, workspace: string, ttlMs: number) {
  const key = (part: Part) => `practice:${workspace}:${part}`;
  const read = async <T>(part: Part): Promise<T | undefined> => {
    const value = await store.get(key(part));
    return value === undefined ? undefined : (JSON.parse(value) as T);
  };
  const write = (part: Part, value: unknown) => store.set(key(part), JSON.stringify(value), ttlMs);
  /** This use keeps every part alive for another `ttlMs`. */
  const touch = async () => {
    await Promise.all(PARTS.map((part) => store.touch(key(part), ttlMs)));
  };

  return {
    touch,

    /** The workspace's code, made at its first use. */
    async code(): Promise<string> {
      const known = await read<string>('code');
      if (known !== undefined) return known;
      await write('code', drawCode());
      // Two first uses at once: both answer the code that stayed.
      return (await read<string>('code'))!;
    },

    keep: (method: KeptMethod, kept: Kept) => write(method, kept),
    lastKept: (method: KeptMethod) => read<Kept>(method),

    /** DELETE /delete notes its time; POST /reset-delete restores the element and forgets it. */
    setDeleted: (timestamp: string | null) =>
      write('delete', { isDeleted: timestamp !== null, lastDeleteTimestamp: timestamp }),
    deleteState: async (): Promise<DeleteState> =>
      (await read<DeleteState>('delete')) ?? { isDeleted: false, lastDeleteTimestamp: null },
  };
}
