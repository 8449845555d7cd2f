import { describe, expect, it } from 'vitest';
import { EMPLOYEES, type Employee } from './employees';
import {
  displayCell,
  filterEmployees,
  formatSalary,
  infoLine,
  nextSort,
  pageCount,
  pageRows,
  sortEmployees,
} from './table';

const names = (rows: readonly Employee[]) => rows.map((row) => row.name);
const person = (name: string, overrides: Partial<Employee> = {}): Employee => ({
  name,
  department: 'Sales',
  city: 'Oslo',
  age: 30,
  startDate: '2020-01-01',
  salary: 50000,
  ...overrides,
});

describe('the employees', () => {
  it('are the 30 of Appendix B3', () => {
    expect(EMPLOYEES).toHaveLength(30);
    expect(EMPLOYEES[0]).toEqual({
      name: 'Ada Lindqvist',
      department: 'Engineering',
      city: 'Oslo',
      age: 36,
      startDate: '2015-03-02',
      salary: 98400,
    });
    expect(EMPLOYEES.at(-1)?.name).toBe('Daniela Rossi');
  });
});

describe('displayCell', () => {
  it('shows salaries as whole dollars with a thousands comma', () => {
    expect(formatSalary(72500)).toBe('$72,500');
    expect(formatSalary(102700)).toBe('$102,700');
    expect(displayCell(EMPLOYEES[0]!, 'salary')).toBe('$98,400');
    expect(displayCell(EMPLOYEES[0]!, 'age')).toBe('36');
  });
});

describe('sortEmployees', () => {
  it('sorts by name ascending by default reading, case-insensitively', () => {
    const rows = [person('bob'), person('Alice'), person('Carl')];
    expect(names(sortEmployees(rows, { key: 'name', direction: 'ascending' }))).toEqual([
      'Alice',
      'bob',
      'Carl',
    ]);
  });

  it('compares age and salary as numbers, not as text', () => {
    const rows = [person('A', { age: 9, salary: 100000 }), person('B', { age: 10, salary: 9000 })];
    expect(names(sortEmployees(rows, { key: 'age', direction: 'ascending' }))).toEqual(['A', 'B']);
    expect(names(sortEmployees(rows, { key: 'salary', direction: 'ascending' }))).toEqual([
      'B',
      'A',
    ]);
  });

  it('compares start dates as dates', () => {
    const rows = [
      person('A', { startDate: '2021-01-02' }),
      person('B', { startDate: '2009-12-31' }),
    ];
    expect(names(sortEmployees(rows, { key: 'startDate', direction: 'descending' }))).toEqual([
      'A',
      'B',
    ]);
  });

  it('breaks ties by name ascending in both directions', () => {
    const rows = [person('Cy'), person('Al'), person('Bo')];
    for (const direction of ['ascending', 'descending'] as const) {
      expect(names(sortEmployees(rows, { key: 'department', direction }))).toEqual([
        'Al',
        'Bo',
        'Cy',
      ]);
    }
  });

  it('puts Farah Haddad first by salary descending, and leaves its input untouched', () => {
    const sorted = sortEmployees(EMPLOYEES, { key: 'salary', direction: 'descending' });
    expect(sorted[0]?.name).toBe('Farah Haddad');
    expect(sorted.at(-1)?.name).toBe('Ivan Petrov');
    expect(EMPLOYEES[0]?.name).toBe('Ada Lindqvist');
  });

  it('orders Toronto ties by name whichever way the city sorts', () => {
    const desc = names(sortEmployees(EMPLOYEES, { key: 'city', direction: 'descending' }));
    expect(desc.indexOf('Farah Haddad') + 1).toBe(desc.indexOf('William Chen'));
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending and reverses the sorted one', () => {
    const byName = { key: 'name', direction: 'ascending' } as const;
    expect(nextSort(byName, 'age')).toEqual({ key: 'age', direction: 'ascending' });
    expect(nextSort(byName, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'name')).toEqual(byName);
  });
});

describe('filterEmployees', () => {
  it('matches a substring of any displayed cell, ignoring case', () => {
    expect(filterEmployees(EMPLOYEES, 'sales')).toHaveLength(6);
    expect(names(filterEmployees(EMPLOYEES, 'TORONTO'))).toEqual(['Farah Haddad', 'William Chen']);
    expect(names(filterEmployees(EMPLOYEES, '$102,7'))).toEqual(['Farah Haddad']);
    expect(names(filterEmployees(EMPLOYEES, '2006-05'))).toEqual(['Julia Novak']);
  });

  it('keeps every row for an empty query and none for no match', () => {
    expect(filterEmployees(EMPLOYEES, '')).toHaveLength(30);
    expect(filterEmployees(EMPLOYEES, 'zzz')).toEqual([]);
  });
});

describe('paging', () => {
  it('counts pages, with one page for no rows', () => {
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(30, 25)).toBe(2);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('slices the rows of a page', () => {
    expect(pageRows([1, 2, 3, 4, 5, 6, 7], 2, 5)).toEqual([6, 7]);
  });

  it('states the info line, with the filtered note while searching', () => {
    expect(infoLine(1, 10, 30, 30, false)).toBe('Showing 1 to 10 of 30 rows');
    expect(infoLine(2, 25, 30, 30, false)).toBe('Showing 26 to 30 of 30 rows');
    expect(infoLine(1, 10, 6, 30, true)).toBe('Showing 1 to 6 of 6 rows (filtered from 30 rows)');
    expect(infoLine(1, 10, 0, 30, true)).toBe('Showing 0 to 0 of 0 rows (filtered from 30 rows)');
  });
});
