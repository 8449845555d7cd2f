import { CANVAS_SIZE, DOT_RADIUS, edgesOf, type PathState, type Point } from './dots';

export const EDGE_COLOR = '#0d6efd';
const DOT_COLOR = '#6c757d';
const START_COLOR = '#198754';

/** Paints the dots, the edges, and while dragging a line from the last dot to the pointer. */
export function drawDots(
  ctx: CanvasRenderingContext2D,
  dots: readonly Point[],
  state: PathState,
  pointer: Point | null,
) {
  // Cleared, not painted white: the page's background shows through, in either theme.
  ctx.clearRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
  ctx.lineWidth = 3;
  ctx.strokeStyle = EDGE_COLOR;
  ctx.setLineDash([]);
  for (const [from, to] of edgesOf(state)) {
    ctx.beginPath();
    ctx.moveTo(dots[from]!.x, dots[from]!.y);
    ctx.lineTo(dots[to]!.x, dots[to]!.y);
    ctx.stroke();
  }
  const last = state.path.at(-1);
  if (state.drawing && pointer && last !== undefined) {
    ctx.setLineDash([6, 6]);
    ctx.strokeStyle = DOT_COLOR;
    ctx.beginPath();
    ctx.moveTo(dots[last]!.x, dots[last]!.y);
    ctx.lineTo(pointer.x, pointer.y);
    ctx.stroke();
  }
  dots.forEach((dot, i) => {
    ctx.fillStyle =
      i === state.path[0] ? START_COLOR : state.path.includes(i) ? EDGE_COLOR : DOT_COLOR;
    ctx.beginPath();
    ctx.arc(dot.x, dot.y, DOT_RADIUS, 0, 2 * Math.PI);
    ctx.fill();
  });
}
