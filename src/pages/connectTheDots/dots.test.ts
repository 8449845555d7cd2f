import { describe, expect, it } from 'vitest';
import {
  CANVAS_SIZE,
  HIT_RADIUS,
  NO_PATH,
  dotAt,
  edgesOf,
  layout,
  moveOnto,
  press,
  release,
  statusOf,
  type PathState,
} from './dots';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** Presses on `first`, then moves onto each following dot in turn. */
const drag = (dotCount: number, first: number, ...then: number[]): PathState =>
  then.reduce((state, dot) => moveOnto(state, dot, dotCount), press(NO_PATH, first));

describe('layout', () => {
  it('puts 3 dots on a triangle and 6 on a hexagon, inside the canvas, the first at the top', () => {
    for (const count of [3, 6]) {
      const dots = layout(count);
      expect(dots).toHaveLength(count);
      const sides = dots.map((dot, i) => distance(dot, dots[(i + 1) % count]!));
      for (const side of sides) expect(side).toBeCloseTo(sides[0]!, 0);
      for (const dot of dots) {
        expect(dot.x).toBeGreaterThan(0);
        expect(dot.x).toBeLessThan(CANVAS_SIZE);
        expect(dot.y).toBeGreaterThan(0);
        expect(dot.y).toBeLessThan(CANVAS_SIZE);
      }
      expect(dots[0]).toEqual({ x: CANVAS_SIZE / 2, y: 50 });
    }
  });
});

describe('the dot centres in docs/pages.md', () => {
  it('are these', () => {
    const pairs = (count: number) => layout(count).map(({ x, y }) => [x, y]);
    expect(pairs(3)).toEqual([
      [200, 50],
      [330, 275],
      [70, 275],
    ]);
    expect(pairs(6)).toEqual([
      [200, 50],
      [330, 125],
      [330, 275],
      [200, 350],
      [70, 275],
      [70, 125],
    ]);
  });
});

describe('dotAt', () => {
  const dots = layout(3);
  it('hits a dot within 10 px and misses beyond', () => {
    const { x, y } = dots[1]!;
    expect(dotAt(dots, { x, y })).toBe(1);
    expect(dotAt(dots, { x: x + HIT_RADIUS, y })).toBe(1);
    expect(dotAt(dots, { x: x + HIT_RADIUS + 1, y })).toBe(-1);
    expect(dotAt(dots, { x: CANVAS_SIZE / 2, y: CANVAS_SIZE / 2 })).toBe(-1);
  });

  it('picks the nearest of two dots in reach', () => {
    const close = [
      { x: 0, y: 0 },
      { x: 12, y: 0 },
    ];
    expect(dotAt(close, { x: 7, y: 0 })).toBe(1);
    expect(dotAt(close, { x: 5, y: 0 })).toBe(0);
  });
});

describe('the path', () => {
  it('starts with a press on a dot, not elsewhere', () => {
    expect(press(NO_PATH, -1)).toBe(NO_PATH);
    expect(press(NO_PATH, 2)).toEqual({ path: [2], closed: false, drawing: true });
    expect(statusOf(press(NO_PATH, 2), 3)).toBe('Connected 1 of 3 dots');
  });

  it('adds an edge for each unvisited dot reached', () => {
    const state = drag(3, 0, 1, 2);
    expect(edgesOf(state)).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(statusOf(state, 3)).toBe('Connected 3 of 3 dots');
  });

  it('ignores visited dots, and the start before every dot is connected', () => {
    const state = drag(3, 0, 1);
    expect(moveOnto(state, 1, 3)).toBe(state);
    expect(moveOnto(state, 0, 3)).toBe(state);
    expect(moveOnto(state, -1, 3)).toBe(state);
  });

  it('closes on reaching the start again once every dot is connected', () => {
    const state = drag(3, 0, 1, 2, 0);
    expect(state.closed).toBe(true);
    expect(state.drawing).toBe(false);
    expect(edgesOf(state)).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
    ]);
    expect(statusOf(state, 3)).toBe('Path closed');
    expect(edgesOf(drag(6, 3, 4, 5, 0, 1, 2, 3))).toHaveLength(6);
    expect(statusOf(drag(6, 3, 4, 5, 0, 1, 2, 3), 6)).toBe('Path closed');
  });

  it('stops on release: later moves add nothing, the edges stay', () => {
    const released = release(drag(3, 0, 1));
    expect(released.drawing).toBe(false);
    expect(moveOnto(released, 2, 3)).toBe(released);
    expect(edgesOf(released)).toEqual([[0, 1]]);
    expect(release(NO_PATH)).toBe(NO_PATH);
  });

  it('a new press starts over', () => {
    expect(press(drag(3, 0, 1, 2, 0), 1)).toEqual({ path: [1], closed: false, drawing: true });
  });
});
