/** The name the page shows for KeyboardEvent.key: a few keys read better spelled out. */
const SPELLED_OUT: Readonly<Record<string, string>> = { ' ': 'Space', Dead: 'Dead key' };

export function keyName(key: string): string {
  return SPELLED_OUT[key] ?? key;
}

/** The two status lines for one keydown. */
export function keyLines(event: Pick<KeyboardEvent, 'key' | 'code'>) {
  return { pressed: `You pressed: ${keyName(event.key)}`, code: `Key code: ${event.code}` };
}
