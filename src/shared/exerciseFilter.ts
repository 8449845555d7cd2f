/**
 * The home page's filter, also applied by GET /api/exercises?q= (SPEC-2, Part C): every word of
 * the filter must occur in the title or in the description, ignoring case and accents.
 */

/** A longer filter is cut to this many characters (code points); the API refuses it. */
export const FILTER_MAX_LENGTH = 100;

export interface Searchable {
  title: string;
  description: string;
}

/** Cuts a filter to its first FILTER_MAX_LENGTH characters, never splitting a character. */
export function cutFilter(filter: string): string {
  const characters = Array.from(filter);
  return characters.length > FILTER_MAX_LENGTH
    ? characters.slice(0, FILTER_MAX_LENGTH).join('')
    : filter;
}

/** "Élan" and "elan" compare equal: decomposed, combining marks removed, lower case. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The filter's words, folded; none for an empty or blank filter. */
export function filterWords(filter: string): string[] {
  const trimmed = foldForSearch(filter).trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}

/** Whether every word occurs in the title or in the description (no words: everything matches). */
export function matchesWords(item: Searchable, words: readonly string[]): boolean {
  const title = foldForSearch(item.title);
  const description = foldForSearch(item.description);
  return words.every((word) => title.includes(word) || description.includes(word));
}

/** The items the filter lets through, in their given order. */
export function applyFilter<T extends Searchable>(items: readonly T[], filter: string): T[] {
  const words = filterWords(filter);
  return items.filter((item) => matchesWords(item, words));
}
