import { HTTPONLY_COOKIES } from '../../src/shared/cookies.js';
import { compareText } from '../../src/shared/textOrder.js';

/** What GET /api/cookies shows instead of the value of one of the site's HttpOnly cookies. */
export const HIDDEN_VALUE = '(HttpOnly: hidden)';

export interface NamedCookie {
  name: string;
  value: string;
}

const byName = (a: NamedCookie, b: NamedCookie) => compareText(a.name, b.name);

/**
 * The cookies of a Cookie header as sent (values not decoded, a name sent twice listed twice),
 * sorted by name; the site's HttpOnly cookies keep their secret.
 */
export function cookiesOf(header: string | undefined): NamedCookie[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      // A pair without "=" is a value with an empty name (RFC 6265bis).
      const name = at === -1 ? '' : pair.slice(0, at).trim();
      const value = at === -1 ? pair : pair.slice(at + 1).trim();
      return { name, value: HTTPONLY_COOKIES.includes(name) ? HIDDEN_VALUE : value };
    })
    .sort(byName);
}
