// Calls to the site's API: JSON, with credentials, and the anti-forgery header copied from the
// XSRF-TOKEN cookie (which GET /api/session sets when the browser has none yet).

import type { Status } from './StatusAlert';
import { XSRF_COOKIE, XSRF_HEADER } from '../shared/xsrf';

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry && decodeURIComponent(entry.slice(name.length + 1));
}

async function xsrfToken(signal?: AbortSignal): Promise<string> {
  if (!readCookie(XSRF_COOKIE)) await fetch('/api/session', { credentials: 'include', signal });
  return readCookie(XSRF_COOKIE) ?? '';
}

/** What a POST answered: whether it was OK, its status and its JSON body. */
export interface JsonAnswer<T> {
  ok: boolean;
  status: number;
  body: T;
}

/** POSTs JSON and reads the whole answer; rejects on a network failure or a body that is not JSON. */
export async function postJsonAnswer<T>(
  path: string,
  body: object,
  signal?: AbortSignal,
): Promise<JsonAnswer<T>> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', [XSRF_HEADER]: await xsrfToken(signal) },
    body: JSON.stringify(body),
    signal,
  });
  return { ok: response.ok, status: response.status, body: (await response.json()) as T };
}

/** POSTs JSON and reads the answer's message; rejects on a network failure or a body that is not JSON. */
export async function postJson(path: string, body: object, signal?: AbortSignal): Promise<Status> {
  const { ok, body: answer } = await postJsonAnswer<{ message?: unknown }>(path, body, signal);
  return { ok, message: String(answer.message ?? '') };
}
