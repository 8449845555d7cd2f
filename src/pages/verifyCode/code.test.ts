import { describe, expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import { drawCode, isValidCode } from './code';

describe('drawCode', () => {
  it('draws four-digit codes from 1000 to 9999', () => {
    const random = createRandom(11);
    for (let i = 0; i < 2000; i++) {
      const code = Number(drawCode(random));
      expect(code).toBeGreaterThanOrEqual(1000);
      expect(code).toBeLessThanOrEqual(9999);
    }
  });

  it('repeats for the same seed', () => {
    expect(drawCode(createRandom(5))).toBe(drawCode(createRandom(5)));
  });
});

describe('isValidCode', () => {
  it.each([
    ['4821', true],
    ['4822', false],
    [' 4821', false],
    ['4821 ', false],
    ['04821', false],
    ['', false],
  ])('%j is %s for 4821', (typed, valid) => {
    expect(isValidCode(typed, '4821')).toBe(valid);
  });
});
