import type { Status } from '../../lib/StatusAlert';
import { AUTH_API } from '../../shared/auth';

export const CHECK_FAILED = 'The session could not be checked. Please try again later.';

export type SessionAnswer =
  { signedIn: true; username: string } | { signedIn: false; status: number; message: string };

/** GET /api/auth/me: who is signed in, or why not (401 when nobody is). */
export async function checkSession(signal: AbortSignal): Promise<SessionAnswer> {
  try {
    const response = await fetch(AUTH_API.me, { credentials: 'include', signal });
    const body = (await response.json()) as { username?: unknown; message?: unknown };
    if (response.ok && typeof body.username === 'string') {
      return { signedIn: true, username: body.username };
    }
    return {
      signedIn: false,
      status: response.status,
      message: String(body.message ?? CHECK_FAILED),
    };
  } catch {
    return { signedIn: false, status: 0, message: CHECK_FAILED };
  }
}

/** The success flash the login hands over in the navigation state, if this arrival has one. */
export function flashFromLogin(state: unknown): Status | undefined {
  const flash = (state as { flash?: unknown } | null)?.flash;
  return typeof flash === 'string' ? { ok: true, message: flash } : undefined;
}
