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

/** How often the pixel ratio is read again, for changes that no event reports. */
export const RATIO_POLL_MS = 250;

type RatioWindow = Pick<
  Window,
  'devicePixelRatio' | 'matchMedia' | 'setInterval' | 'clearInterval'
>;

/**
 * Calls onChange on every change of devicePixelRatio, with or without a resize: at once where the
 * browser reports it through a resolution media query, and within RATIO_POLL_MS where it reports
 * nothing (Chromium, when a tool changes only the device scale factor). Returns the stop function.
 */
export function watchPixelRatio(win: RatioWindow, onChange: () => void): () => void {
  let ratio = win.devicePixelRatio;
  let query: MediaQueryList | undefined;
  const check = () => {
    if (win.devicePixelRatio === ratio) return;
    ratio = win.devicePixelRatio;
    listen();
    onChange();
  };
  const listen = () => {
    query?.removeEventListener('change', check);
    query = win.matchMedia(`(resolution: ${ratio}dppx)`);
    query.addEventListener('change', check);
  };
  listen();
  const poll = win.setInterval(check, RATIO_POLL_MS);
  return () => {
    win.clearInterval(poll);
    query?.removeEventListener('change', check);
  };
}
