/** The two boxes' ids, in their fixed places; only the headers they show move. */
export const COLUMN_IDS = ['column-a', 'column-b'] as const;
export const INITIAL_HEADERS = ['A', 'B'] as const;

/** The headers after dropping box `from` onto box `to`: swapped, unless it is the same box. */
export function dropOnto(headers: readonly string[], from: number, to: number): string[] {
  const next = [...headers];
  if (from === to || next[from] === undefined || next[to] === undefined) return next;
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

export function orderStatus(headers: readonly string[]): string {
  return `Order: ${headers.join(', ')}`;
}
