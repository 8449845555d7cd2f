import { describe, expect, it } from 'vitest';
import {
  chooseWorkspace,
  invalidWorkspaceMessage,
  newWorkspaceId,
  WORKSPACE_STORAGE_KEY,
} from './practiceWorkspace';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the practice workspace', () => {
  it('makes 8 characters of a-z and 0-9', () => {
    expect(newWorkspaceId()).toMatch(/^[a-z0-9]{8}$/);
    expect(newWorkspaceId((bytes) => bytes.fill(0))).toBe('aaaaaaaa');
    expect(newWorkspaceId((bytes) => bytes.fill(35))).toBe('99999999');
  });

  it('makes one on the first visit and keeps it in localStorage apiWorkspace', () => {
    const storage = memoryStorage();
    expect(chooseWorkspace('', storage, () => 'first123')).toEqual({ workspace: 'first123' });
    expect(storage.items.get(WORKSPACE_STORAGE_KEY)).toBe('first123');
    expect(chooseWorkspace('', storage, () => 'second12')).toEqual({ workspace: 'first123' });
  });

  it('uses a valid ?workspace= without replacing the kept one', () => {
    const storage = memoryStorage({ [WORKSPACE_STORAGE_KEY]: 'kept1234' });
    expect(chooseWorkspace('?workspace=my-team-1', storage)).toEqual({ workspace: 'my-team-1' });
    expect(storage.items.get(WORKSPACE_STORAGE_KEY)).toBe('kept1234');
  });

  it('ignores an invalid ?workspace= and says which one it uses', () => {
    const storage = memoryStorage({ [WORKSPACE_STORAGE_KEY]: 'kept1234' });
    for (const bad of ['AB', 'my_team', '', 'a'.repeat(33)]) {
      expect(chooseWorkspace(`?workspace=${bad}`, storage)).toEqual({
        workspace: 'kept1234',
        ignored: bad,
      });
    }
    expect(invalidWorkspaceMessage('kept1234')).toBe('Invalid workspace name; using kept1234.');
  });

  it('replaces a kept value that is not a workspace name, and works without storage', () => {
    const storage = memoryStorage({ [WORKSPACE_STORAGE_KEY]: 'Bad Value' });
    expect(chooseWorkspace('', storage, () => 'fresh123').workspace).toBe('fresh123');
    expect(storage.items.get(WORKSPACE_STORAGE_KEY)).toBe('fresh123');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(chooseWorkspace('', blocked, () => 'nostore1').workspace).toBe('nostore1');
    expect(chooseWorkspace('', undefined, () => 'nostore2').workspace).toBe('nostore2');
  });
});
