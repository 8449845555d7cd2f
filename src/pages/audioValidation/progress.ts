/** Keyboard step of the progress slider, as a fraction of the sample. */
const KEY_STEP = 0.05;

const clampFraction = (value: number) => Math.min(1, Math.max(0, value));

/** The fraction of the bar left of a click at clientX. */
export function fractionAt(clientX: number, left: number, width: number): number {
  return width > 0 ? clampFraction((clientX - left) / width) : 0;
}

/** The fraction a slider key moves to, or undefined for keys the slider ignores. */
export function fractionAfterKey(fraction: number, key: string): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampFraction(fraction + KEY_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampFraction(fraction - KEY_STEP);
    case 'PageUp':
      return clampFraction(fraction + 2 * KEY_STEP);
    case 'PageDown':
      return clampFraction(fraction - 2 * KEY_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 1;
    default:
      return undefined;
  }
}

/** Playback position as a fraction; 0 while the duration is not known yet. */
export function playedFraction(currentTime: number, duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? clampFraction(currentTime / duration) : 0;
}
