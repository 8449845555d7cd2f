import { describe, expect, it } from 'vitest';
import { formatHeld, isLongClick, THRESHOLD_SECONDS } from './hold';

describe('formatHeld', () => {
  it.each([
    [0, '0.00'],
    [10, '0.01'],
    [999, '0.99'],
    [1000, '1.00'],
    [1234, '1.23'],
    [10_005, '10.00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatHeld(ms)).toBe(text);
  });
});

describe('isLongClick', () => {
  it('is long at or over the threshold, normal under it', () => {
    expect(isLongClick(999, 1)).toBe(false);
    expect(isLongClick(1000, 1)).toBe(true);
    expect(isLongClick(1001, 1)).toBe(true);
    expect(isLongClick(9999, 10)).toBe(false);
    expect(isLongClick(10_000, 10)).toBe(true);
  });
});

it('offers whole seconds from 1 to 10', () => {
  expect(THRESHOLD_SECONDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
});
