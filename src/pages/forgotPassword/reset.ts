import { postJsonAnswer } from '../../lib/api';
import type { Status } from '../../lib/StatusAlert';
import { AUTH_API, RESET_MESSAGES } from '../../shared/auth';

export interface ResetSent {
  ok: true;
  message: string;
  reference: string;
  /** False when the server sends by SMTP: then there is no practice inbox to link to. */
  practiceInbox: boolean;
}

/** POST /api/forgot-password (with the anti-forgery header, as every POST of the site). */
export async function requestReset(
  email: string,
  signal: AbortSignal,
): Promise<ResetSent | Status> {
  try {
    const { ok, body } = await postJsonAnswer<Partial<ResetSent>>(
      AUTH_API.forgotPassword,
      { email },
      signal,
    );
    if (ok && typeof body.reference === 'string') {
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
