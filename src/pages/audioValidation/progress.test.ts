import { describe, expect, it } from 'vitest';
import { fractionAfterKey, fractionAt, playedFraction } from './progress';

describe('fractionAt', () => {
  it('is the clicked share of the bar', () => {
    expect(fractionAt(150, 100, 200)).toBe(0.25);
    expect(fractionAt(300, 100, 200)).toBe(1);
  });

  it('stays within 0 and 1, and is 0 for a bar without width', () => {
    expect(fractionAt(50, 100, 200)).toBe(0);
    expect(fractionAt(400, 100, 200)).toBe(1);
    expect(fractionAt(100, 100, 0)).toBe(0);
  });
});

describe('fractionAfterKey', () => {
  it('steps by 5% with the arrows and 10% with the page keys', () => {
    expect(fractionAfterKey(0.5, 'ArrowRight')).toBeCloseTo(0.55);
    expect(fractionAfterKey(0.5, 'ArrowUp')).toBeCloseTo(0.55);
    expect(fractionAfterKey(0.5, 'ArrowLeft')).toBeCloseTo(0.45);
    expect(fractionAfterKey(0.5, 'ArrowDown')).toBeCloseTo(0.45);
    expect(fractionAfterKey(0.5, 'PageUp')).toBeCloseTo(0.6);
    expect(fractionAfterKey(0.5, 'PageDown')).toBeCloseTo(0.4);
  });

  it('jumps to the ends with Home and End, and never leaves 0 to 1', () => {
    expect(fractionAfterKey(0.5, 'Home')).toBe(0);
    expect(fractionAfterKey(0.5, 'End')).toBe(1);
    expect(fractionAfterKey(0.98, 'ArrowRight')).toBe(1);
    expect(fractionAfterKey(0.02, 'ArrowLeft')).toBe(0);
  });

  it('ignores other keys', () => {
    expect(fractionAfterKey(0.5, 'Enter')).toBeUndefined();
  });
});

describe('playedFraction', () => {
  it('is time over duration, and 0 before the duration is known', () => {
    expect(playedFraction(1, 4)).toBe(0.25);
    expect(playedFraction(1, Number.NaN)).toBe(0);
    expect(playedFraction(1, 0)).toBe(0);
  });
});
