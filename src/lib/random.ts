// The generator is data-only, in src/shared, so that the server can draw with it too.
export { createRandom, type Random } from '../shared/random';

/** The seed in a query string (`?seed=42`), or undefined when absent or not an integer. */
export function seedFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('seed');
  if (raw === null || !/^-?\d{1,15}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}
