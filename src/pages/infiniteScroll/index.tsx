import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { generateParagraphs } from '../../lib/generatedText';
import { useRandom } from '../../lib/useRandom';
import {
  INITIAL_PARAGRAPHS,
  LOAD_DELAY_MS,
  MAX_PARAGRAPHS,
  NEAR_MARGIN_PX,
  isNearViewport,
  nextCount,
  reachedEnd,
} from './paging';

/**
 * Three generated paragraphs; scrolling the end marker near the viewport loads three more after
 * half a second, up to 60. Every paragraph is drawn at load, so with ?seed= paragraph n repeats.
 */
export default function InfiniteScrollPage() {
  const random = useRandom();
  const [texts] = useState(() => generateParagraphs(random, MAX_PARAGRAPHS));
  const [count, setCount] = useState(INITIAL_PARAGRAPHS);
  const [loading, setLoading] = useState(false);
  const markerRef = useRef<HTMLDivElement>(null);

  // Every scroll (wheel, keys, scrollbar) and every load checks where the end marker is now. An
  // IntersectionObserver reports only changes, so a reader who presses End again before it has
  // seen the marker pushed away by new paragraphs would get no load.
  useEffect(() => {
    if (loading || reachedEnd(count)) return;
    const loadIfMarkerNear = () => {
      const top = markerRef.current?.getBoundingClientRect().top ?? Infinity;
      if (isNearViewport(top, window.innerHeight, NEAR_MARGIN_PX)) setLoading(true);
    };
    loadIfMarkerNear();
    window.addEventListener('scroll', loadIfMarkerNear, { passive: true });
    window.addEventListener('resize', loadIfMarkerNear);
    return () => {
      window.removeEventListener('scroll', loadIfMarkerNear);
      window.removeEventListener('resize', loadIfMarkerNear);
    };
  }, [loading, count]);

  // A layout effect starts the delay in the same task that shows "Loading…", so a test that
  // sees the text and then advances a fake clock always finds the timer set.
  useLayoutEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      setCount(nextCount);
      setLoading(false);
    }, LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <section>
      <p role="status" className="fw-semibold">
        Paragraphs loaded: {count}
      </p>
      {texts.slice(0, count).map((text, index) => (
        // Each paragraph is tall enough that the first three always overflow the viewport, so
        // nothing loads before the reader scrolls.
        <p key={index} className="border-bottom pb-3" style={{ minHeight: '45vh' }}>
          Paragraph {index + 1}. {text}
        </p>
      ))}
      <div ref={markerRef} className="py-3 text-secondary" aria-live="polite">
        {reachedEnd(count)
          ? `You reached the end: ${MAX_PARAGRAPHS} paragraphs.`
          : loading && 'Loading more paragraphs…'}
      </div>
    </section>
  );
}
