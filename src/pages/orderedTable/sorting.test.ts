import { describe, expect, it } from 'vitest';
import { clickHeader, compareValues, dateTimeRank, nextDirection, sortRows } from './sorting';
import { TABLES } from './tables';

const [table1, table2, table3] = TABLES;
const kindIn = (index: number) => (name: string) =>
  TABLES[index]?.columns.find((c) => c.name === name)?.kind ?? 'text';
const column = (rows: readonly Record<string, string>[], name: string) =>
  rows.map((row) => row[name]);

describe('nextDirection', () => {
  it('text: ascending, descending, original', () => {
    expect(nextDirection('text', undefined)).toBe('ascending');
    expect(nextDirection('text', 'ascending')).toBe('descending');
    expect(nextDirection('text', 'descending')).toBeUndefined();
  });
  it('numbers and dates: descending, ascending, original', () => {
    expect(nextDirection('number', undefined)).toBe('descending');
    expect(nextDirection('datetime', 'descending')).toBe('ascending');
    expect(nextDirection('number', 'ascending')).toBeUndefined();
  });
});

describe('clickHeader', () => {
  it('a plain click sorts by that column alone', () => {
    const keys = clickHeader([{ column: 'Name', direction: 'ascending' }], 'ID', 'number', false);
    expect(keys).toEqual([{ column: 'ID', direction: 'descending' }]);
  });
  it('Shift+click adds a further key, moves it on, and drops it on the third click', () => {
    let keys = clickHeader([], 'Status', 'text', false);
    keys = clickHeader(keys, 'Balance', 'number', true);
    expect(keys).toEqual([
      { column: 'Status', direction: 'ascending' },
      { column: 'Balance', direction: 'descending' },
    ]);
    keys = clickHeader(keys, 'Balance', 'number', true);
    expect(keys[1]).toEqual({ column: 'Balance', direction: 'ascending' });
    expect(clickHeader(keys, 'Balance', 'number', true)).toEqual([
      { column: 'Status', direction: 'ascending' },
    ]);
  });
});

describe('compareValues', () => {
  it('compares text ignoring case, digit runs as numbers', () => {
    expect(compareValues('text', 'test', 'Test')).toBe(0);
    expect(compareValues('text', 'Test 4-24', 'Test 10')).toBeLessThan(0);
  });
  it('orders submitted dates by wall-clock time, 12 AM before 1 AM', () => {
    expect(dateTimeRank('Oct 7, 2021 12:23:45 AM')).toBeLessThan(
      dateTimeRank('Oct 7, 2021 1:51:59 AM'),
    );
    expect(dateTimeRank('Oct 6, 2021 11:54:03 PM')).toBeLessThan(
      dateTimeRank('Oct 7, 2021 12:23:45 AM'),
    );
    expect(dateTimeRank('Nov 13, 2018 3:54:19 PM')).toBe(Date.UTC(2018, 10, 13, 15, 54, 19));
  });
});

describe('sortRows', () => {
  it('Table 1 by Balance: George first descending, Diana first ascending', () => {
    const rows = table1?.rows ?? [];
    const down = sortRows(rows, [{ column: 'Balance', direction: 'descending' }], kindIn(0));
    expect(down[0]).toMatchObject({ Name: 'George', Balance: '8000' });
    const up = sortRows(rows, [{ column: 'Balance', direction: 'ascending' }], kindIn(0));
    expect(up[0]).toMatchObject({ Name: 'Diana', Balance: '2000' });
  });
  it('Table 3 by Same keeps IDs 1-8 in either direction', () => {
    const rows = table3?.rows ?? [];
    for (const direction of ['ascending', 'descending'] as const) {
      const sorted = sortRows(rows, [{ column: 'Same', direction }], kindIn(2));
      expect(column(sorted, 'ID')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    }
  });
  it('earlier keys win; ties go by Name ascending', () => {
    const sorted = sortRows(
      table1?.rows ?? [],
      [{ column: 'Status', direction: 'descending' }],
      kindIn(0),
    );
    expect(column(sorted, 'Name')).toEqual([
      'Brenda',
      'Edward',
      'Alfred',
      'Charles',
      'Diana',
      'Fiona',
      'George',
    ]);
  });
  it('Table 2 by Submitted Date descending starts with the latest', () => {
    const sorted = sortRows(
      table2?.rows ?? [],
      [{ column: 'Submitted Date', direction: 'descending' }],
      kindIn(1),
    );
    expect(sorted[0]?.['Asset Name']).toBe('Customer Feedback Analysis Tool');
    expect(sorted.at(-1)?.['Asset Name']).toBe('GL Account Reconciliation using Blue Prism');
  });
  it('no keys keeps the original order', () => {
    expect(sortRows(table1?.rows ?? [], [], kindIn(0))).toEqual(table1?.rows);
    expect(table2?.rows).toHaveLength(21);
  });
});
