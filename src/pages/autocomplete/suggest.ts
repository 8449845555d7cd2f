import { COUNTRIES } from './countries';

/** At most this many suggestions show at once. */
export const MAX_SUGGESTIONS = 8;

/** A suggestion split around the part that matched the typed text (shown in bold). */
export interface Suggestion {
  name: string;
  before: string;
  match: string;
  after: string;
}

/** One character folded for comparison: accents dropped, lower case ("Ô" -> "o"). */
function foldChar(char: string): string {
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A whole text folded for comparison. */
export function fold(text: string): string {
  return Array.from(text, foldChar).join('');
}

/**
 * Where the folded `query` first occurs in `name`, as indexes into `name` itself (folding can
 * change lengths, so each folded position is mapped back to the character it came from).
 */
export function findMatch(name: string, query: string): { start: number; end: number } | null {
  const foldedQuery = fold(query);
  if (!foldedQuery) return null;
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of name) {
    const part = foldChar(char);
    folded += part;
    for (let i = 0; i < part.length; i++) origin.push(index);
    index += char.length;
  }
  const at = folded.indexOf(foldedQuery);
  if (at < 0) return null;
  const last = at + foldedQuery.length - 1;
  const lastStart = origin[last]!;
  const lastChar = name.slice(lastStart).codePointAt(0)!;
  return { start: origin[at]!, end: lastStart + String.fromCodePoint(lastChar).length };
}

const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/**
 * The countries whose name contains the typed text (case- and accent-insensitive, surrounding
 * spaces ignored): those starting with it first, then the others, each group alphabetical,
 * at most MAX_SUGGESTIONS.
 */
export function suggest(text: string, countries: readonly string[] = COUNTRIES): Suggestion[] {
  const query = text.trim();
  if (!query) return [];
  const matches = countries.flatMap((name) => {
    const found = findMatch(name, query);
    return found ? [{ name, ...found }] : [];
  });
  const starting = matches.filter((m) => m.start === 0).sort((a, b) => byName(a.name, b.name));
  const containing = matches.filter((m) => m.start > 0).sort((a, b) => byName(a.name, b.name));
  return [...starting, ...containing].slice(0, MAX_SUGGESTIONS).map(({ name, start, end }) => ({
    name,
    before: name.slice(0, start),
    match: name.slice(start, end),
    after: name.slice(end),
  }));
}

/** The country the field names (case and surrounding spaces ignored), if it is one. */
export function countryNamed(text: string, countries: readonly string[] = COUNTRIES) {
  const wanted = text.trim().toLowerCase();
  return countries.find((name) => name.toLowerCase() === wanted);
}
