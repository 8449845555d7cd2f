import { describe, expect, it } from 'vitest';
import { createRandom, seedFromSearch } from './random';

describe('createRandom', () => {
  it('repeats every draw for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draw = (r: ReturnType<typeof createRandom>) => [
      r.next(),
      r.int(1000, 9999),
      r.pick(['a', 'b', 'c']),
      r.shuffle([1, 2, 3, 4, 5, 6, 7, 8]),
    ];
    expect(draw(a)).toEqual(draw(b));
  });

  it('differs between seeds', () => {
    expect(createRandom(1).shuffle([1, 2, 3, 4, 5, 6, 7, 8])).not.toEqual(
      createRandom(2).shuffle([1, 2, 3, 4, 5, 6, 7, 8]),
    );
  });

  it('keeps int within both bounds and reaches each of them', () => {
    const r = createRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = r.int(1, 3);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5];
    const out = createRandom(3).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
    expect([...out].sort()).toEqual(input);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow(RangeError);
  });
});

describe('seedFromSearch', () => {
  it.each([
    ['?seed=42', 42],
    ['?a=1&seed=-7', -7],
    ['', undefined],
    ['?seed=', undefined],
    ['?seed=abc', undefined],
    ['?seed=1.5', undefined],
    ['?seed=99999999999999999999', undefined],
  ])('%s gives %s', (search, seed) => {
    expect(seedFromSearch(search)).toBe(seed);
  });
});
