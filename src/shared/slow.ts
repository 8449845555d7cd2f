/** /slowResources and /ajaxData: what the page and the server agree on (SPEC-2 pages 24 and 26). */

/** The delay of GET /api/slow, and of /slowResources, when none is given. */
export const DEFAULT_SLOW_DELAY_SECONDS = 5;

/** GET /api/slow?delay=N answers this after N seconds. */
export interface SlowAnswer {
  message: string;
  delaySeconds: number;
}

/** GET /api/ajaxData answers this after its delay. */
export interface AjaxAnswer {
  message: string;
}
