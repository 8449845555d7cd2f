import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_OBJECTS, MAX_SEED } from '../../src/shared/captcha.js';
import { createRandom } from '../../src/shared/random.js';
import {
  challengeRandom,
  drawGrid,
  isRightSelection,
  pairSeed,
  targetPositions,
  type Grid,
} from './draw.js';

const draw = (seed?: number, n?: number) => drawGrid(challengeRandom(seed, n));

afterEach(() => vi.restoreAllMocks());

describe('drawGrid', () => {
  it('draws a target and tiles 1 to 9, 2 to 4 of them showing it', () => {
    for (let seed = 0; seed < 300; seed++) {
      const grid = draw(seed);
      expect(CAPTCHA_OBJECTS).toContain(grid.target);
      expect(grid.tiles.map((t) => t.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const tile of grid.tiles) expect(CAPTCHA_OBJECTS).toContain(tile.object);
      const targets = targetPositions(grid);
      expect(targets.length).toBeGreaterThanOrEqual(2);
      expect(targets.length).toBeLessThanOrEqual(4);
    }
  });

  it('reaches every target count and uses every object as a target', () => {
    const grids = Array.from({ length: 300 }, (_, seed) => draw(seed));
    expect(new Set(grids.map((g) => targetPositions(g).length))).toEqual(new Set([2, 3, 4]));
    expect(new Set(grids.map((g) => g.target))).toEqual(new Set(CAPTCHA_OBJECTS));
    // Targets land anywhere in the grid, not always at the same places.
    expect(new Set(grids.flatMap(targetPositions))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
  });

  it('draws the same grid for the same (seed, n) pair, another for another pair', () => {
    expect(draw(42, 3)).toEqual(draw(42, 3));
    expect(draw(42)).toEqual(draw(42, 1));
    expect(draw(-MAX_SEED, 7)).toEqual(draw(-MAX_SEED, 7));
    const pairs: [number, number][] = [
      [42, 1],
      [42, 2],
      [43, 1],
      [1, 12],
      [11, 2],
    ];
    const grids = pairs.map(([seed, n]) => JSON.stringify(draw(seed, n)));
    expect(new Set(grids).size).toBe(pairs.length);
  });

  it('draws from Math.random without a seed', () => {
    const random = vi.spyOn(Math, 'random');
    draw(undefined, 5);
    expect(random).toHaveBeenCalled();
    random.mockClear();
    draw(5);
    expect(random).not.toHaveBeenCalled();
  });
});

describe('pairSeed', () => {
  it('gives a 32-bit seed that tells "1:12" from "11:2"', () => {
    for (const [seed, n] of [
      [0, 1],
      [MAX_SEED, 1_000_000],
      [-MAX_SEED, 1],
    ] as const) {
      const value = pairSeed(seed, n);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(2 ** 32);
    }
    expect(pairSeed(1, 12)).not.toBe(pairSeed(11, 2));
  });
});

describe('isRightSelection', () => {
  const grid: Grid = drawGrid(createRandom(9));
  const answer = targetPositions(grid);
  const wrongTile = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((p) => !answer.includes(p))!;

  it('accepts exactly the target tiles, in any order', () => {
    expect(isRightSelection(grid, answer)).toBe(true);
    expect(isRightSelection(grid, [...answer].reverse())).toBe(true);
  });

  it('refuses a missing, an extra or no tile', () => {
    expect(isRightSelection(grid, answer.slice(1))).toBe(false);
    expect(isRightSelection(grid, [...answer, wrongTile])).toBe(false);
    expect(isRightSelection(grid, [])).toBe(false);
    expect(isRightSelection(grid, [1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe(false);
  });
});
