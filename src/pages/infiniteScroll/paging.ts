/** Paragraphs shown at load, added per load, and the most the page ever shows. */
export const INITIAL_PARAGRAPHS = 3;
export const PARAGRAPHS_PER_LOAD = 3;
export const MAX_PARAGRAPHS = 60;
/** How long "Loading more paragraphs…" shows before the next paragraphs appear. */
export const LOAD_DELAY_MS = 500;
/** The end marker starts a load once it is this close below the viewport. */
export const NEAR_MARGIN_PX = 200;

/** How many paragraphs show after one more load (never more than the maximum). */
export function nextCount(count: number): number {
  return Math.min(count + PARAGRAPHS_PER_LOAD, MAX_PARAGRAPHS);
}

/** Whether every paragraph has loaded. */
export function reachedEnd(count: number): boolean {
  return count >= MAX_PARAGRAPHS;
}

/** Whether an element whose top is at `top` (viewport pixels) is within `margin` of the viewport. */
export function isNearViewport(top: number, viewportHeight: number, margin: number): boolean {
  return top <= viewportHeight + margin;
}
