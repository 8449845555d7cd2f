import {
  CAPTCHA_OBJECTS,
  MAX_TARGETS,
  MIN_TARGETS,
  TILE_COUNT,
  type CaptchaObject,
  type Tile,
} from '../../src/shared/captcha.js';
import { createRandom, type Random } from '../../src/shared/random.js';

export interface Grid {
  target: CaptchaObject;
  tiles: Tile[];
}

/** FNV-1a over "seed:n": one 32-bit seed per pair, so that each pair has its own grid. */
export function pairSeed(seed: number, n: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${n}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Random without a seed; with one, the same (seed, n) pair always draws the same grid. */
export function challengeRandom(seed?: number, n = 1): Random {
  return createRandom(seed === undefined ? undefined : pairSeed(seed, n));
}

/**
 * A target and a 3 × 3 grid: 2 to 4 tiles, at random positions, show the target; the others show
 * any of the other objects (repeats allowed).
 */
export function drawGrid(random: Random): Grid {
  const target = random.pick(CAPTCHA_OBJECTS);
  const others = CAPTCHA_OBJECTS.filter((object) => object !== target);
  const count = random.int(MIN_TARGETS, MAX_TARGETS);
  const positions = Array.from({ length: TILE_COUNT }, (_, i) => i + 1);
  const targets = new Set(random.shuffle(positions).slice(0, count));
  return {
    target,
    tiles: positions.map((position) => ({
      position,
      object: targets.has(position) ? target : random.pick(others),
    })),
  };
}

/** The positions showing the target, ascending. */
export const targetPositions = (grid: Grid) =>
  grid.tiles.filter((tile) => tile.object === grid.target).map((tile) => tile.position);

/** Right when the selection is exactly the target tiles, in any order. */
export function isRightSelection(grid: Grid, selected: readonly number[]): boolean {
  const answer = targetPositions(grid);
  const chosen = new Set(selected);
  return chosen.size === answer.length && answer.every((position) => chosen.has(position));
}
