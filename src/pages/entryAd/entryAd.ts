/** The localStorage key that remembers a closed ad. */
export const CLOSED_FLAG_KEY = 'entryAdClosed';
/** The ad opens this long after the page has rendered. */
export const OPEN_DELAY_MS = 500;

/** The ad opens on load unless the flag holds exactly "true". */
export function shouldOpenOnLoad(flag: string | null): boolean {
  return flag !== 'true';
}

/** "Stored flag entryAdClosed: true", or "not set" when the key is absent. */
export function flagText(flag: string | null): string {
  return `Stored flag ${CLOSED_FLAG_KEY}: ${flag ?? 'not set'}`;
}

/** A `storage` event from another tab touches the flag: its key, or `null` for a cleared store. */
export function touchesFlag(key: string | null): boolean {
  return key === null || key === CLOSED_FLAG_KEY;
}
