import { describe, expect, it } from 'vitest';
import { countWords, shortcutCommand } from './editing';

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('Write something here.')).toBe(3);
    expect(countWords('one two')).toBe(2);
    expect(countWords('  one\ntwo\t three  ')).toBe(3);
    expect(countWords('a-b, c.d!')).toBe(2);
    expect(countWords('one\u00a0two')).toBe(2);
  });

  it('counts nothing in an empty or blank editor', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n ')).toBe(0);
  });
});

describe('shortcutCommand', () => {
  const keys = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };

  it('maps Ctrl or Cmd with B and I to bold and italic', () => {
    expect(shortcutCommand({ ...keys, key: 'b', ctrlKey: true })).toBe('bold');
    expect(shortcutCommand({ ...keys, key: 'i', metaKey: true })).toBe('italic');
    expect(shortcutCommand({ ...keys, key: 'B', ctrlKey: true })).toBe('bold');
  });

  it('ignores other keys and combinations', () => {
    expect(shortcutCommand({ ...keys, key: 'b' })).toBeUndefined();
    expect(shortcutCommand({ ...keys, key: 'u', ctrlKey: true })).toBeUndefined();
    expect(shortcutCommand({ ...keys, key: 'b', ctrlKey: true, altKey: true })).toBeUndefined();
    expect(shortcutCommand({ ...keys, key: 'i', ctrlKey: true, shiftKey: true })).toBeUndefined();
  });
});
