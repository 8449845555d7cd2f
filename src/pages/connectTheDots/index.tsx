import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import {
  CANVAS_SIZE,
  FEW_DOTS,
  MANY_DOTS,
  NO_PATH,
  dotAt,
  layout,
  moveOnto,
  press,
  release,
  statusOf,
  type Point,
} from './dots';
import { drawDots } from './draw';

const SHAPES: Record<number, string> = { [FEW_DOTS]: 'triangle', [MANY_DOTS]: 'hexagon' };

/** The pointer in canvas pixels, whatever size the canvas is shown at. */
function canvasPoint(event: MouseEvent<HTMLCanvasElement>): Point {
  const rect = event.currentTarget.getBoundingClientRect();
  return {
    x: ((event.clientX - rect.left) * CANVAS_SIZE) / rect.width,
    y: ((event.clientY - rect.top) * CANVAS_SIZE) / rect.height,
  };
}

/** Drag from dot to dot on a canvas until the path returns to its start. */
export default function ConnectTheDotsPage() {
  const [dotCount, setDotCount] = useState(FEW_DOTS);
  const [state, setState] = useState(NO_PATH);
  const [pointer, setPointer] = useState<Point | null>(null);
  const dots = useMemo(() => layout(dotCount), [dotCount]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const helpId = useId();

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx) drawDots(ctx, dots, state, pointer);
  }, [dots, state, pointer]);

  const toggleLayout = () => {
    setDotCount((count) => (count === FEW_DOTS ? MANY_DOTS : FEW_DOTS));
    setState(NO_PATH);
  };
  const onMouseDown = (event: MouseEvent<HTMLCanvasElement>) => {
    const point = canvasPoint(event);
    setState((s) => press(s, dotAt(dots, point)));
    setPointer(point);
  };
  const onMouseMove = (event: MouseEvent<HTMLCanvasElement>) => {
    if (!state.drawing) return;
    const point = canvasPoint(event);
    setState((s) => moveOnto(s, dotAt(dots, point), dotCount));
    setPointer(point);
  };
  const stopDrag = () => {
    setState(release);
    setPointer(null);
  };

  return (
    <div className="d-flex flex-column align-items-start gap-3">
      <p id={helpId} className="mb-0">
        Press on a dot, drag through every other dot, then back to the first one to close the path.
      </p>
      <div className="border rounded overflow-hidden">
        <canvas
          ref={canvasRef}
          width={CANVAS_SIZE}
          height={CANVAS_SIZE}
          className="mw-100 d-block"
          role="img"
          aria-label={`${dotCount} dots in a ${SHAPES[dotCount]}`}
          aria-describedby={helpId}
          onMouseDown={onMouseDown}
          onMouseMove={onMouseMove}
          onMouseUp={stopDrag}
          onMouseLeave={stopDrag}
        />
      </div>
      <p role="status" className="fw-semibold mb-0">
        {statusOf(state, dotCount)}
      </p>
      <button type="button" className="btn btn-primary" onClick={toggleLayout}>
        {dotCount === FEW_DOTS ? 'Connect more dots' : 'Connect less dots'}
      </button>
    </div>
  );
}
