import type { Status } from '../../lib/StatusAlert';
import { NOTICES, type Notice } from '../../shared/auth';

/** The flash that /login?notice={notice} opens with; none for a missing or unknown notice. */
export function noticeOf(notice: string | null): Status | undefined {
  return notice !== null && Object.hasOwn(NOTICES, notice) ? NOTICES[notice as Notice] : undefined;
}
