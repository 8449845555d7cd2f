import { describe, expect, it } from 'vitest';
import { keyLines, keyName } from './keyName';

describe('keyName', () => {
  it('spells out Space and dead keys', () => {
    expect(keyName(' ')).toBe('Space');
    expect(keyName('Dead')).toBe('Dead key');
  });

  it('keeps every other key as the browser names it', () => {
    for (const key of ['a', 'A', 'Enter', 'Shift', 'ArrowLeft', 'F5', '€', '<']) {
      expect(keyName(key)).toBe(key);
    }
  });
});

describe('keyLines', () => {
  it('reads the key and its physical code', () => {
    expect(keyLines({ key: 'a', code: 'KeyA' })).toEqual({
      pressed: 'You pressed: a',
      code: 'Key code: KeyA',
    });
    expect(keyLines({ key: ' ', code: 'Space' })).toEqual({
      pressed: 'You pressed: Space',
      code: 'Key code: Space',
    });
  });
});
