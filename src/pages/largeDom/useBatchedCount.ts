import { useEffect, useState } from 'react';

/**
 * Schedules `callback` after the browser has produced its next frame (so the previous slice has
 * been laid out and painted in its own task), or after a zero timeout in a hidden tab, where no
 * frame comes. Returns a function that cancels it.
 */
export function afterNextFrame(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  // A rAF callback runs just before the frame's layout; a timeout set there runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Walks through `plan` (see batchPlan), one step after each frame, and returns the current count
 * and whether it has reached the end. Nothing is left scheduled once the component unmounts.
 */
export function useBatchedCount(plan: readonly number[]): { count: number; done: boolean } {
  const [step, setStep] = useState(0);
  const done = step >= plan.length - 1;
  useEffect(() => {
    if (done) return undefined;
    return afterNextFrame(() => setStep((current) => current + 1));
  }, [step, done]);
  return { count: plan[Math.min(step, plan.length - 1)] ?? 0, done };
}
