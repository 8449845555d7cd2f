/** The three requests of /mockApiPage and how a card reads an answer (SPEC-2 page 2). */

export const ECHO_POST_BODY = { source: 'mock-api-playground', value: 'REAL_ROUND_TRIP' };

export interface MockCard {
  id: 'rotatingCode' | 'echoGet' | 'echoPost';
  title: string;
  method: 'GET' | 'POST';
  /** Relative to the workspace's base URL. */
  path: string;
  /** Where the saved value sits in the answer, dot-separated. */
  savedPath: string;
  hint: string;
  body?: object;
}

export const CARDS: readonly MockCard[] = [
  {
    id: 'rotatingCode',
    title: 'GET a stable value',
    method: 'GET',
    path: '/code',
    savedPath: 'code',
    hint: 'The real code of a workspace never changes, so any other code proves that a mock answered.',
  },
  {
    id: 'echoGet',
    title: 'GET on a POST-only endpoint',
    method: 'GET',
    path: '/echo',
    savedPath: 'value',
    hint: 'Unmocked this is a 404; a mock whose answer has a value field gives 200 and that value.',
  },
  {
    id: 'echoPost',
    title: 'POST with a body',
    method: 'POST',
    path: '/echo',
    savedPath: 'received.value',
    hint: 'Unmocked the backend echoes the body back, so the saved value is REAL_ROUND_TRIP.',
    body: ECHO_POST_BODY,
  },
];

export const NOT_PRESENT = 'not present in response';

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The value at `path` in a JSON answer, shown as text (objects as JSON); NOT_PRESENT otherwise. */
export function savedValue(bodyText: string, path: string): string {
  const parsed = parseJson(bodyText);
  if (!parsed.ok) return NOT_PRESENT;
  let value: unknown = parsed.value;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) {
      return NOT_PRESENT;
    }
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An answer's body as shown: JSON indented by 2 spaces, other text as is, or "(empty body)". */
export function formatBody(bodyText: string): string {
  if (bodyText === '') return '(empty body)';
  const parsed = parseJson(bodyText);
  return parsed.ok ? JSON.stringify(parsed.value, null, 2) : bodyText;
}

export interface Answer {
  /** null: no response (a network failure). */
  status: number | null;
  elapsedMs: number;
  /** The raw body, or the failure's message. */
  body: { text: string } | { error: string };
}

/** Sends a card's request with fetch (so that any fetch mock sees it) and times it. */
export async function sendRequest(
  baseUrl: string,
  card: MockCard,
  signal: AbortSignal,
): Promise<Answer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${baseUrl}${card.path}`, {
      method: card.method,
      signal,
      ...(card.body && {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(card.body),
      }),
    });
    const text = await response.text();
    return { status: response.status, elapsedMs: elapsed(), body: { text } };
  } catch (error) {
    return { status: null, elapsedMs: elapsed(), body: { error: (error as Error).message } };
  }
}
