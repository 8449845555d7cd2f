import type { Random } from '../../lib/random';

export const VARIANT_A = 'Variant A: Try it free for 30 days';
export const VARIANT_B = 'Variant B: Start your free trial today';
export const OPT_OUT_HEADING = 'No A/B test: showing the standard page';
/** The cookie that keeps a visitor out of the test. */
export const OPT_OUT_COOKIE = 'abOptOut';

/** Whether a `document.cookie` string carries `abOptOut=true`. */
export function hasOptedOut(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${OPT_OUT_COOKIE}=true`);
}

/** This load's heading: the opt-out one without drawing, else variant A or B, 50/50. */
export function drawHeading(cookies: string, random: Random): string {
  if (hasOptedOut(cookies)) return OPT_OUT_HEADING;
  return random.next() < 1 / 2 ? VARIANT_A : VARIANT_B;
}
