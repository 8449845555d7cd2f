import type { Employee } from './employees';
import { compareText } from '../../shared/textOrder';

export type ColumnKey = keyof Employee;
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: ColumnKey;
  direction: SortDirection;
}

export const COLUMNS: readonly { key: ColumnKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'department', label: 'Department' },
  { key: 'city', label: 'City' },
  { key: 'age', label: 'Age' },
  { key: 'startDate', label: 'Start date' },
  { key: 'salary', label: 'Salary' },
];

export const PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_SORT: Sort = { key: 'name', direction: 'ascending' };

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** 72500 -> "$72,500". */
export function formatSalary(salary: number): string {
  return dollars.format(salary);
}

/** A cell's text as the table shows it. */
export function displayCell(employee: Employee, key: ColumnKey): string {
  return key === 'salary' ? formatSalary(employee.salary) : String(employee[key]);
}

function compareColumn(a: Employee, b: Employee, key: ColumnKey): number {
  switch (key) {
    case 'age':
    case 'salary':
      return a[key] - b[key];
    case 'startDate':
      return Date.parse(a.startDate) - Date.parse(b.startDate);
    default:
      return compareText(a[key], b[key]);
  }
}

/** A sorted copy; ties go by Name ascending whatever the direction. */
export function sortEmployees(rows: readonly Employee[], sort: Sort): Employee[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort(
    (a, b) => sign * compareColumn(a, b, sort.key) || compareText(a.name, b.name),
  );
}

/** A click on a header: the sorted column reverses, another column sorts ascending. */
export function nextSort(current: Sort, key: ColumnKey): Sort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** Rows any of whose six displayed cells contains the query, ignoring case ("" keeps all). */
export function filterEmployees(rows: readonly Employee[], query: string): Employee[] {
  const needle = query.toLowerCase();
  return rows.filter((row) =>
    COLUMNS.some(({ key }) => displayCell(row, key).toLowerCase().includes(needle)),
  );
}

/** How many pages `total` rows take (at least one, so an empty result still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of a 1-based page. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** "Showing 1 to 10 of 30 rows", with " (filtered from 30 rows)" while searching. */
export function infoLine(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  searching: boolean,
): string {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, shown);
  const filtered = searching ? ` (filtered from ${total} rows)` : '';
  return `Showing ${from} to ${to} of ${shown} rows${filtered}`;
}
