import { postJson } from '../../lib/api';
import type { Status } from '../../lib/StatusAlert';
import { decodeValue, type NamedCookie } from './cookieRules';

export const UNREACHABLE = 'The server could not be reached.';

/** The cookies the server received with GET /api/cookies, values decoded. */
export async function serverCookies(signal: AbortSignal): Promise<NamedCookie[]> {
  const response = await fetch('/api/cookies', { credentials: 'include', signal });
  if (!response.ok) throw new Error(`GET /api/cookies answered ${response.status}`);
  const { cookies } = (await response.json()) as { cookies: NamedCookie[] };
  return cookies.map(({ name, value }) => ({ name, value: decodeValue(value) }));
}

/**
 * Asks the server for its HttpOnly cookie. GET /api/session first, every time, so that the
 * anti-forgery cookie is there even after "Delete all cookies"; rejects only when aborted.
 */
export async function setHttpOnlyCookie(signal: AbortSignal): Promise<Status> {
  try {
    await fetch('/api/session', { credentials: 'include', signal });
    return await postJson('/api/cookies/httponly', {}, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: UNREACHABLE };
  }
}
