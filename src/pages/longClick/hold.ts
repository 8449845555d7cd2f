/** Threshold choices in whole seconds, 1 to 10; the first is the default. */
export const THRESHOLD_SECONDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_THRESHOLD_SECONDS = 1;
/** How often the held time is redrawn while the button is held. */
export const TICK_MS = 10;

/** A held time in seconds with two decimals, e.g. 1234 ms -> "1.23". */
export function formatHeld(ms: number): string {
  return (Math.floor(ms / 10) / 100).toFixed(2);
}

/** At or over the threshold the click is long. */
export function isLongClick(heldMs: number, thresholdSeconds: number): boolean {
  return heldMs >= thresholdSeconds * 1000;
}
