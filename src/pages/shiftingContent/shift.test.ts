import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../lib/random';
import { drawOffsets, offsetsText, pixelShiftFromSearch } from './shift';

describe('pixelShiftFromSearch', () => {
  it('is 25 without ?pixel_shift=', () => {
    expect(pixelShiftFromSearch('')).toBe(25);
    expect(pixelShiftFromSearch('?seed=3')).toBe(25);
  });

  it('takes a whole number from 0 to 200', () => {
    expect(pixelShiftFromSearch('?pixel_shift=0')).toBe(0);
    expect(pixelShiftFromSearch('?pixel_shift=40')).toBe(40);
    expect(pixelShiftFromSearch('?seed=1&pixel_shift=200')).toBe(200);
  });

  it('reads leading zeros as the number they write', () => {
    expect(pixelShiftFromSearch('?pixel_shift=007')).toBe(7);
    expect(pixelShiftFromSearch('?pixel_shift=000')).toBe(0);
  });

  it('ignores any other value', () => {
    for (const value of [
      '201',
      '-5',
      '+5',
      '12.5',
      '1e2',
      'abc',
      '',
      ' 40',
      '40px',
      '0x10',
      '0200',
    ]) {
      expect(pixelShiftFromSearch(`?pixel_shift=${encodeURIComponent(value)}`)).toBe(25);
    }
  });
});

/** A source whose next() answers the given floats in turn. */
const fixedRandom = (...values: number[]): Random => ({
  ...createRandom(0),
  next: () => values.shift()!,
});

describe('drawOffsets', () => {
  it('draws the menu offset, then the image offset, each 0 or the shift', () => {
    expect(drawOffsets(fixedRandom(0.1, 0.9), 25)).toEqual({ menu: 0, image: 25 });
    expect(drawOffsets(fixedRandom(0.5, 0.49), 40)).toEqual({ menu: 40, image: 0 });
  });

  it('gives each of the four combinations about equally often', () => {
    const random = createRandom(11);
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const key = JSON.stringify(drawOffsets(random, 25));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(4);
    for (const count of counts.values()) expect(count).toBeGreaterThan(900);
  });

  it('repeats for the same seed', () => {
    const draws = (seed: number) =>
      Array.from({ length: 5 }, () => drawOffsets(createRandom(seed), 25));
    expect(draws(8)).toEqual(draws(8));
  });
});

describe('offsetsText', () => {
  it('states both offsets', () => {
    expect(offsetsText({ menu: 25, image: 0 })).toBe('Menu offset: 25 px. Image offset: 0 px.');
  });
});
