/** A press at least this long, with Ctrl or Command held, is a long click. */
export const LONG_PRESS_MS = 1000;

export const MESSAGES = {
  noModifier: 'Please hold Ctrl/Command',
  long: 'Long click performed',
  short: 'Button clicked',
} as const;

export interface Modifiers {
  ctrlKey: boolean;
  metaKey: boolean;
}

/** The message for a press that lasted `durationMs`, judged by the modifiers held as it ended. */
export function judgePress(durationMs: number, held: Modifiers): string {
  if (!held.ctrlKey && !held.metaKey) return MESSAGES.noModifier;
  return durationMs >= LONG_PRESS_MS ? MESSAGES.long : MESSAGES.short;
}
