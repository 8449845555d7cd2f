/** Geometry and path rules of Connect The Dots, free of any canvas. */
export const CANVAS_SIZE = 400;
export const DOT_RADIUS = 5;
export const HIT_RADIUS = 10;
export const FEW_DOTS = 3;
export const MANY_DOTS = 6;
/** Distance of every dot from the canvas centre. */
const LAYOUT_RADIUS = 150;

export interface Point {
  x: number;
  y: number;
}
/** Two dot indices. */
export type Edge = readonly [number, number];

/** `count` dots on a regular polygon centred in the canvas, the first one at the top. */
export function layout(count: number): Point[] {
  const centre = CANVAS_SIZE / 2;
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return {
      x: Math.round(centre + LAYOUT_RADIUS * Math.cos(angle)),
      y: Math.round(centre + LAYOUT_RADIUS * Math.sin(angle)),
    };
  });
}

/** Index of the nearest dot within the hit radius of `point`, or -1. */
export function dotAt(dots: readonly Point[], point: Point): number {
  let best = -1;
  let bestDistance = HIT_RADIUS;
  dots.forEach((dot, i) => {
    const distance = Math.hypot(dot.x - point.x, dot.y - point.y);
    if (distance <= bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/** The dots visited in order; `closed` once it returned to the first; `drawing` while dragged. */
export interface PathState {
  path: readonly number[];
  closed: boolean;
  drawing: boolean;
}

export const NO_PATH: PathState = { path: [], closed: false, drawing: false };

/** Pressing on a dot starts a new path there; pressing elsewhere changes nothing. */
export function press(state: PathState, dot: number): PathState {
  return dot < 0 ? state : { path: [dot], closed: false, drawing: true };
}

/** Moving onto a dot during a drag: an unvisited dot adds an edge; the start closes a full path. */
export function moveOnto(state: PathState, dot: number, dotCount: number): PathState {
  if (!state.drawing || dot < 0) return state;
  if (!state.path.includes(dot)) return { ...state, path: [...state.path, dot] };
  if (dot === state.path[0] && state.path.length === dotCount)
    return { ...state, closed: true, drawing: false };
  return state;
}

/** Mouse up or leaving the canvas ends the drag; the edges drawn so far stay. */
export function release(state: PathState): PathState {
  return state.drawing ? { ...state, drawing: false } : state;
}

export function edgesOf(state: PathState): Edge[] {
  const edges: Edge[] = state.path.slice(1).map((dot, i) => [state.path[i]!, dot] as const);
  if (state.closed) edges.push([state.path.at(-1)!, state.path[0]!]);
  return edges;
}

/** The outcome in words, for the live status a script can read. */
export function statusOf(state: PathState, dotCount: number): string {
  return state.closed ? 'Path closed' : `Connected ${state.path.length} of ${dotCount} dots`;
}
