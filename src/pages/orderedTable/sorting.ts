import { compareText } from '../../shared/textOrder';

/** How a column compares and which direction its first click sorts in. */
export type ColumnKind = 'text' | 'number' | 'datetime';
export type Direction = 'ascending' | 'descending';
export interface SortKey {
  column: string;
  direction: Direction;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 13, 2018 3:54:19 PM" as a number that orders like the wall-clock time it names. */
export function dateTimeRank(text: string): number {
  const match = /^(\w{3}) (\d{1,2}), (\d{4}) (\d{1,2}):(\d{2}):(\d{2}) (AM|PM)$/.exec(text);
  if (!match) return Number.NaN;
  const [, month = '', day, year, hour, minute, second, half] = match;
  const hour24 = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  return Date.UTC(
    Number(year),
    MONTHS.indexOf(month),
    Number(day),
    hour24,
    Number(minute),
    Number(second),
  );
}

export function compareValues(kind: ColumnKind, a: string, b: string): number {
  if (kind === 'number') return Number(a) - Number(b);
  if (kind === 'datetime') return dateTimeRank(a) - dateTimeRank(b);
  return compareText(a, b);
}

/** Text sorts ascending first; numbers and dates descending first; the third click unsorts. */
export function nextDirection(
  kind: ColumnKind,
  current: Direction | undefined,
): Direction | undefined {
  const [first, second]: Direction[] =
    kind === 'text' ? ['ascending', 'descending'] : ['descending', 'ascending'];
  if (current === undefined) return first;
  return current === first ? second : undefined;
}

/** A plain click sorts by the column alone; Shift+click adds it (or moves it on) as a further key. */
export function clickHeader(
  keys: readonly SortKey[],
  column: string,
  kind: ColumnKind,
  shift: boolean,
): SortKey[] {
  const current = keys.find((key) => key.column === column)?.direction;
  const direction = nextDirection(kind, current);
  if (!shift) return direction ? [{ column, direction }] : [];
  if (current === undefined) return direction ? [...keys, { column, direction }] : [...keys];
  return direction
    ? keys.map((key) => (key.column === column ? { column, direction } : key))
    : keys.filter((key) => key.column !== column);
}

export type Row = Readonly<Record<string, string>>;

/**
 * Rows ordered by the keys, earlier keys first; ties go by Name ascending (where the table has
 * one), then by the original order, whatever the direction.
 */
export function sortRows(
  rows: readonly Row[],
  keys: readonly SortKey[],
  kindOf: (column: string) => ColumnKind,
): Row[] {
  if (keys.length === 0) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const { column, direction } of keys) {
        const order = compareValues(kindOf(column), a.row[column] ?? '', b.row[column] ?? '');
        if (order !== 0) return direction === 'ascending' ? order : -order;
      }
      const byName = compareValues('text', a.row.Name ?? '', b.row.Name ?? '');
      return byName !== 0 ? byName : a.index - b.index;
    })
    .map(({ row }) => row);
}
