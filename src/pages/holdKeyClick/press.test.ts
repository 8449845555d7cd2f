import { describe, expect, it } from 'vitest';
import { judgePress, LONG_PRESS_MS } from './press';

const none = { ctrlKey: false, metaKey: false };
const ctrl = { ctrlKey: true, metaKey: false };
const meta = { ctrlKey: false, metaKey: true };

describe('judgePress', () => {
  it('asks for Ctrl/Command when neither is held, however long the press', () => {
    expect(judgePress(10, none)).toBe('Please hold Ctrl/Command');
    expect(judgePress(5000, none)).toBe('Please hold Ctrl/Command');
  });

  it('is a click under 1.000 s with Ctrl or Command held', () => {
    expect(judgePress(0, ctrl)).toBe('Button clicked');
    expect(judgePress(999, meta)).toBe('Button clicked');
  });

  it('is a long click from 1.000 s on, with either modifier', () => {
    expect(LONG_PRESS_MS).toBe(1000);
    expect(judgePress(1000, ctrl)).toBe('Long click performed');
    expect(judgePress(1200, meta)).toBe('Long click performed');
    expect(judgePress(1200, { ctrlKey: true, metaKey: true })).toBe('Long click performed');
  });
});
