import type { Status } from '../../lib/StatusAlert';
import { AUTH_API, RESET_MESSAGES } from '../../shared/auth';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/xsrf';

export interface ResetSent {
  ok: true;
  message: string;
  reference: string;
  /** False when the server sends by SMTP: then there is no practice inbox to link to. */
  practiceInbox: boolean;
}

const xsrfCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${XSRF_COOKIE}=`))
    ?.slice(XSRF_COOKIE.length + 1);

/** POST /api/forgot-password, after GET /api/session when the anti-forgery cookie is missing. */
export async function requestReset(
  email: string,
  signal: AbortSignal,
): Promise<ResetSent | Status> {
  try {
    if (!xsrfCookie()) await fetch('/api/session', { credentials: 'include', signal });
    const response = await fetch(AUTH_API.forgotPassword, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        [XSRF_HEADER]: decodeURIComponent(xsrfCookie() ?? ''),
      },
      body: JSON.stringify({ email }),
      signal,
    });
    const body = (await response.json()) as Partial<ResetSent>;
    if (response.ok && typeof body.reference === 'string') {
      return {
        ok: true,
        message: String(body.message),
        reference: body.reference,
        practiceInbox: body.practiceInbox === true,
      };
    }
    return { ok: false, message: String(body.message ?? RESET_MESSAGES.failed) };
  } catch {
    return { ok: false, message: RESET_MESSAGES.failed };
  }
}
