import { DEFAULT_SLOW_DELAY_SECONDS, type SlowAnswer } from '../../shared/slow';

/** The page's own `?delay=`, passed on as typed (the server judges it); 5 when absent. */
export function delayFromSearch(search: string): string {
  return new URLSearchParams(search).get('delay') ?? String(DEFAULT_SLOW_DELAY_SECONDS);
}

export const waitingText = (delay: string) =>
  `Waiting for the server… (it answers after ${delay} s)`;
export const answeredText = (seconds: number) => `The server answered after ${seconds} s.`;
export const UNREACHABLE = 'The server could not be reached.';

export type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** What the line says once the server has answered GET /api/slow (or failed to). */
export function outcomeOf(status: number, body: unknown): Outcome {
  if (status === 200) {
    const { delaySeconds } = body as SlowAnswer;
    return { ok: true, text: answeredText(delaySeconds) };
  }
  const message = (body as { message?: unknown } | null)?.message;
  return { ok: false, text: typeof message === 'string' && message ? message : UNREACHABLE };
}

/** Asks the server for an answer after `delay` seconds; rejects only when aborted. */
export async function requestSlow(delay: string, signal: AbortSignal): Promise<Outcome> {
  try {
    const response = await fetch(`/api/slow?delay=${encodeURIComponent(delay)}`, {
      cache: 'no-store',
      signal,
    });
    const body: unknown = await response.json().catch(() => null);
    return outcomeOf(response.status, body);
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, text: UNREACHABLE };
  }
}
