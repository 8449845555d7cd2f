export const MIN_PINCH = 0.25;
export const MAX_PINCH = 4;

/** The page's own pinch scale, kept within 0.25-4. */
export function clampPinch(scale: number): number {
  return Math.min(MAX_PINCH, Math.max(MIN_PINCH, scale));
}

/** The browser's pinch zoom when it has one (above 1.01), else the page's own pinch scale. */
export function pinchScale(viewportScale: number, ownPinch: number): number {
  return viewportScale > 1.01 ? viewportScale : ownPinch;
}

/** The zoom in percent, measured against the device pixel ratio the page loaded with. */
export function zoomPercent(pinch: number, devicePixelRatio: number, baseline: number): number {
  return Math.round(((pinch * devicePixelRatio) / baseline) * 100);
}

export interface Point {
  clientX: number;
  clientY: number;
}

/** The distance between two fingers. */
export function fingerDistance(a: Point, b: Point): number {
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
}
