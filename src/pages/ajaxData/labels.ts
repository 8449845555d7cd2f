import type { AjaxAnswer } from '../../shared/slow';

export const BUTTON = 'Start AJAX request';
export const LOADING = 'Loading…';
export const UNREACHABLE = 'The server could not be reached.';

export interface Label {
  request: number;
  ok: boolean;
  text: string;
}

export const loadedText = (request: number) => `Data loaded from the server (request ${request}).`;
export const failedText = (request: number, message: string) =>
  `Request ${request} failed: ${message}`;

/** The label of request `request` once the server answered with `status` and `body`. */
export function labelOf(request: number, status: number, body: unknown): Label {
  if (status === 200 && typeof (body as AjaxAnswer | null)?.message === 'string') {
    return { request, ok: true, text: loadedText(request) };
  }
  const message = (body as { message?: unknown } | null)?.message;
  const reason = typeof message === 'string' && message ? message : UNREACHABLE;
  return { request, ok: false, text: failedText(request, reason) };
}

/** Sends request number `request` and resolves to its label; rejects only when aborted. */
export async function requestData(request: number, signal: AbortSignal): Promise<Label> {
  try {
    // no-store: otherwise the browser holds a second identical request until the first is answered.
    const response = await fetch('/api/ajaxData', { cache: 'no-store', signal });
    const body: unknown = await response.json().catch(() => null);
    return labelOf(request, response.status, body);
  } catch (error) {
    if (signal.aborted) throw error;
    return labelOf(request, 0, null);
  }
}
