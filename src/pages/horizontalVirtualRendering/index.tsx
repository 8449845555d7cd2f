import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  ARROW_STEP,
  BATCH_SIZE,
  isTextField,
  itemHue,
  labelColor,
  loadedAfterScroll,
  scrollLeftCentring,
  START_ITEM,
  TOTAL_ITEMS,
} from './strip';
import './strip.css';

/** A horizontal strip that appends 20 items whenever its right edge nears the end. */
export default function HorizontalVirtualRenderingPage() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(BATCH_SIZE);

  const loadIfNearEnd = useCallback(() => {
    const viewport = viewportRef.current;
    if (viewport) setLoaded(loadedAfterScroll(viewport));
  }, []);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const paddingLeft = parseFloat(getComputedStyle(viewport).paddingLeft);
    viewport.scrollLeft = scrollLeftCentring(START_ITEM, viewport.clientWidth, paddingLeft);
  }, []);

  // A new batch may still leave the edge near the end (a very wide strip): check again.
  useEffect(loadIfNearEnd, [loaded, loadIfNearEnd]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const step = { ArrowRight: ARROW_STEP, ArrowLeft: -ARROW_STEP }[event.key];
      if (step === undefined || isTextField(event.target)) return;
      event.preventDefault();
      viewportRef.current?.scrollBy({ left: step, behavior: 'instant' });
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <p>Move through a horizontally virtualised list with the arrow keys.</p>
      <div
        id="hvr-viewport"
        className="hvr-viewport"
        role="region"
        aria-label="Horizontal batch-load scroll viewport"
        tabIndex={0}
        ref={viewportRef}
        onScroll={loadIfNearEnd}
      >
        {Array.from({ length: loaded }, (_, i) => i + 1).map((n) => (
          <div
            key={n}
            id={`hvr-item-${n}`}
            className="hvr-item"
            style={{ background: `hsl(${itemHue(n)}, 70%, 50%)`, color: labelColor(n) }}
          >
            #{n}
          </div>
        ))}
      </div>
      <p id="hvr-footer" className="mt-2" aria-live="polite">
        {loaded} of {TOTAL_ITEMS} items loaded in the DOM — scroll right to batch-load more
      </p>
    </>
  );
}
