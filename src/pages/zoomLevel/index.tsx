import { useEffect, useReducer, useRef, useState, type TouchEvent } from 'react';
import { clampPinch, fingerDistance, pinchScale, watchPixelRatio, zoomPercent } from './zoom';
import './zoomLevel.css';

/** Safari's non-standard pinch events carry the scale since the gesture began. */
interface GestureEvent extends Event {
  scale: number;
}

/** Re-renders on every change that can move the zoom: resize, visual viewport, pixel ratio. */
function useViewportChanges() {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const viewport = window.visualViewport;
    window.addEventListener('resize', changed);
    viewport?.addEventListener('resize', changed);
    viewport?.addEventListener('scroll', changed);
    // The ratio can change without a resize: watch it on its own too.
    const stopWatching = watchPixelRatio(window, changed);
    return () => {
      window.removeEventListener('resize', changed);
      viewport?.removeEventListener('resize', changed);
      viewport?.removeEventListener('scroll', changed);
      stopWatching();
    };
  }, []);
}

/** The page's own pinch scale: two fingers (or a Safari gesture) inside the area change it. */
function useOwnPinch() {
  const areaRef = useRef<HTMLDivElement>(null);
  const [ownPinch, setOwnPinch] = useState(1);
  const start = useRef<{ distance: number; pinch: number } | null>(null);

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    // Each gesturechange carries the scale since gesturestart: apply only the step since the last.
    let lastScale = 1;
    const onGestureStart = (event: Event) => {
      event.preventDefault();
      lastScale = 1;
    };
    const onGestureChange = (event: Event) => {
      event.preventDefault();
      const { scale } = event as GestureEvent;
      const step = scale / lastScale;
      lastScale = scale;
      setOwnPinch((pinch) => clampPinch(pinch * step));
    };
    area.addEventListener('gesturestart', onGestureStart);
    area.addEventListener('gesturechange', onGestureChange);
    return () => {
      area.removeEventListener('gesturestart', onGestureStart);
      area.removeEventListener('gesturechange', onGestureChange);
    };
  }, []);

  const touchHandlers = {
    onTouchStart(event: TouchEvent) {
      const [a, b] = [event.touches[0], event.touches[1]];
      start.current = a && b ? { distance: fingerDistance(a, b), pinch: ownPinch } : null;
    },
    onTouchMove(event: TouchEvent) {
      const [a, b] = [event.touches[0], event.touches[1]];
      if (!start.current || !a || !b || start.current.distance === 0) return;
      const ratio = fingerDistance(a, b) / start.current.distance;
      setOwnPinch(clampPinch(start.current.pinch * ratio));
    },
    onTouchEnd(event: TouchEvent) {
      if (event.touches.length < 2) start.current = null;
    },
  };
  return { areaRef, ownPinch, touchHandlers };
}

/** Shows the zoom level the page measures since it loaded, scaled to match. */
export default function ZoomLevelPage() {
  const [baseline] = useState(() => window.devicePixelRatio);
  useViewportChanges();
  const { areaRef, ownPinch, touchHandlers } = useOwnPinch();

  const viewportScale = window.visualViewport?.scale ?? 1;
  const pinch = pinchScale(viewportScale, ownPinch);
  const ratio = window.devicePixelRatio;
  const percent = zoomPercent(pinch, ratio, baseline);
  const scaled = { transform: `scale(${percent / 100})` };

  return (
    <section aria-label="Zoom level">
      <p>Zoom the browser, or pinch on a phone, and watch the percentage change.</p>
      <div ref={areaRef} className="zoom-area mb-3" data-testid="zoom-display" {...touchHandlers}>
        <div className="zoom-ring" style={scaled} aria-hidden="true" />
        <div className="text-center" style={scaled}>
          <div className="zoom-percent" data-testid="zoom-percent">
            {percent}%
          </div>
          <div>Current zoom</div>
        </div>
      </div>
      <ul className="list-unstyled">
        <li>Pinch scale: {pinch.toFixed(2)}×</li>
        <li>Viewport scale: {viewportScale.toFixed(2)}×</li>
        <li>Device pixel ratio: {ratio.toFixed(2)}</li>
      </ul>
      <p className="text-body-secondary">
        On mobile, pinch this area; on desktop, use Ctrl + + / - or a trackpad pinch.
      </p>
    </section>
  );
}
