import { useState } from 'react';
import { useLocation } from 'react-router';
import { isWorkspace, practiceBasePath } from '../shared/practiceApi';

/** Where the workspace made on the first visit is kept (an address, so never seeded). */
export const WORKSPACE_STORAGE_KEY = 'apiWorkspace';
export const WORKSPACE_ID_LENGTH = 8;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export const invalidWorkspaceMessage = (workspace: string) =>
  `Invalid workspace name; using ${workspace}.`;

export interface WorkspaceChoice {
  workspace: string;
  /** Set when `?workspace=` held an invalid name, which was ignored. */
  ignored?: string;
}

/** 8 random characters of a-z and 0-9 (crypto randomness). */
export function newWorkspaceId(
  fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(
    fill(new Uint8Array(WORKSPACE_ID_LENGTH)),
    (byte) => ID_ALPHABET[byte % ID_ALPHABET.length],
  ).join('');
}

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The workspace kept in storage, made and kept on the first visit; a new one each time storage is off. */
function keptWorkspace(storage: KeyStore | undefined, makeId: () => string): string {
  try {
    const kept = storage?.getItem(WORKSPACE_STORAGE_KEY);
    if (isWorkspace(kept)) return kept;
    const made = makeId();
    storage?.setItem(WORKSPACE_STORAGE_KEY, made);
    return made;
  } catch {
    return makeId();
  }
}

/**
 * The page's `?workspace=` when valid; else the workspace of this browser (localStorage
 * `apiWorkspace`, an 8-character id made on the first visit). A `?workspace=` never replaces it.
 */
export function chooseWorkspace(
  search: string,
  storage: KeyStore | undefined,
  makeId: () => string = newWorkspaceId,
): WorkspaceChoice {
  const asked = new URLSearchParams(search).get('workspace');
  if (isWorkspace(asked)) return { workspace: asked };
  const workspace = keptWorkspace(storage, makeId);
  return asked === null ? { workspace } : { workspace, ignored: asked };
}

function browserStorage(): KeyStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The workspace of /apiPage and /mockApiPage, chosen once per visit, and its base URL. */
export function usePracticeWorkspace(): WorkspaceChoice & { baseUrl: string } {
  const { search } = useLocation();
  const [choice] = useState(() => chooseWorkspace(search, browserStorage()));
  return { ...choice, baseUrl: `${window.location.origin}${practiceBasePath(choice.workspace)}` };
}
