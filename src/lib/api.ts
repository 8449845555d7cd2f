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

/** POSTs JSON and reads the answer's message; rejects on a network failure or a body that is not JSON. */
export async function postJson(path: string, body: object, signal?: AbortSignal): Promise<Status> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', [XSRF_HEADER]: await xsrfToken(signal) },
    body: JSON.stringify(body),
    signal,
  });
  const { message } = (await response.json()) as { message?: unknown };
  return { ok: response.ok, message: String(message ?? '') };
}
