import { describe, expect, it } from 'vitest';
import { compareText } from './textOrder';

describe('compareText', () => {
  it('ignores case and accents and puts numbers in numeric order', () => {
    const titles = ['page 10', 'Page 2', 'apple', 'Banana', 'page 1'];
    expect(compareText('Éclair', 'eclair')).toBe(0);
    expect([...titles].sort(compareText)).toEqual([
      'apple',
      'Banana',
      'page 1',
      'Page 2',
      'page 10',
    ]);
  });
});
