/** The rules of /cookies (SPEC-2 page 58): what may be set, how it is written, how it reads back. */

import { compareText } from '../../shared/textOrder';

export interface NamedCookie {
  name: string;
  value: string;
}

export const NAME_MAX = 50;
export const VALUE_MAX = 200;
export const INVALID_NAME = `Cookie names may use only letters, digits, - and _ (1 to ${NAME_MAX} characters).`;
export const VALUE_TOO_LONG = `Cookie values may have at most ${VALUE_MAX} characters.`;
export const NONE_VISIBLE = 'No cookies are visible to this page.';
export const NONE_RECEIVED = 'The server received no cookies.';
export const LIST_FAILED = 'The list could not be read from the server.';
export const ALL_DELETED = 'All visible cookies deleted.';
export const cookieSet = (name: string) => `Cookie ${name} set.`;
export const cookieDeleted = (name: string) => `Cookie ${name} deleted.`;

const NAME_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${NAME_MAX}}$`);

/** The first rule a name and value break, or undefined when they may be set. */
export function problemWith(name: string, value: string): string | undefined {
  if (!NAME_PATTERN.test(name)) return INVALID_NAME;
  if (value.length > VALUE_MAX) return VALUE_TOO_LONG;
  return undefined;
}

const ONE_DAY_SECONDS = 86_400;

/** The `document.cookie` assignment that sets a cookie for the whole site for a day. */
export const setCookieLine = (name: string, value: string) =>
  `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax; max-age=${ONE_DAY_SECONDS}`;

/**
 * The assignments that delete a cookie the page can see: a cookie is deleted only with the path
 * (and domain) it was set with, so try the site root and this page's own path, host-only and
 * for the host's domain.
 */
export function deleteCookieLines(name: string, pathname: string, hostname: string): string[] {
  const paths = [...new Set(['/', pathname])];
  return paths.flatMap((path) => [
    `${name}=; path=${path}; max-age=0`,
    `${name}=; path=${path}; domain=${hostname}; max-age=0`,
  ]);
}

/** A value as it reads: URL-decoded, or as it is when it is not valid URL encoding. */
export function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const byName = (a: NamedCookie, b: NamedCookie) => compareText(a.name, b.name);

/** The cookies `document.cookie` lists, sorted by name, values decoded. */
export function parseDocumentCookie(cookie: string): NamedCookie[] {
  return cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at === -1
        ? { name: '', value: decodeValue(pair) }
        : { name: pair.slice(0, at).trim(), value: decodeValue(pair.slice(at + 1).trim()) };
    })
    .sort(byName);
}
