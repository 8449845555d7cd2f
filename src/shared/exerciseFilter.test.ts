import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  cutFilter,
  FILTER_MAX_LENGTH,
  filterWords,
  foldForSearch,
  matchesWords,
} from './exerciseFilter';

const table = { title: 'Dynamic Table', description: 'Find a value in a table whose rows move.' };
const cafe = { title: 'Café Order', description: 'Pick a crème brûlée.' };

describe('foldForSearch', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('Crème BRÛLÉE')).toBe('creme brulee');
    expect(foldForSearch('Ångström Ñandú')).toBe('angstrom nandu');
  });
});

describe('filterWords', () => {
  it('trims and splits at any white space', () => {
    expect(filterWords('  Dynamic \t TABLE\n')).toEqual(['dynamic', 'table']);
  });

  it('has no words for an empty or blank filter', () => {
    expect(filterWords('')).toEqual([]);
    expect(filterWords('   ')).toEqual([]);
  });
});

describe('matchesWords', () => {
  it('needs every word, each in the title or the description', () => {
    expect(matchesWords(table, ['dynamic', 'rows'])).toBe(true);
    expect(matchesWords(table, ['dynamic', 'columns'])).toBe(false);
  });

  it('matches inside words', () => {
    expect(matchesWords(table, ['namic'])).toBe(true);
  });

  it('does not match a word spanning title and description', () => {
    expect(matchesWords(table, ['tablefind'])).toBe(false);
    expect(matchesWords(table, ['table find'])).toBe(false);
  });

  it('matches everything without words', () => {
    expect(matchesWords(table, [])).toBe(true);
  });
});

describe('applyFilter', () => {
  it('keeps the matching items in their order, whatever the case and accents typed', () => {
    expect(applyFilter([table, cafe], 'CAFE')).toEqual([cafe]);
    expect(applyFilter([table, cafe], 'brulee créme')).toEqual([cafe]);
    expect(applyFilter([cafe, table], 'a')).toEqual([cafe, table]);
    expect(applyFilter([table, cafe], 'zzz')).toEqual([]);
    expect(applyFilter([table, cafe], ' ')).toEqual([table, cafe]);
  });
});

describe('cutFilter', () => {
  it('keeps a filter of at most 100 characters', () => {
    const hundred = 'a'.repeat(FILTER_MAX_LENGTH);
    expect(FILTER_MAX_LENGTH).toBe(100);
    expect(cutFilter(hundred)).toBe(hundred);
    expect(cutFilter('table')).toBe('table');
  });

  it('cuts a longer one to its first 100 characters', () => {
    expect(cutFilter('b'.repeat(99) + 'cde')).toBe('b'.repeat(99) + 'c');
  });

  it('counts a character outside the BMP as one and never splits it', () => {
    const emoji = '😀'.repeat(101);
    expect(Array.from(cutFilter(emoji))).toHaveLength(100);
    expect(cutFilter(emoji)).toBe('😀'.repeat(100));
  });
});
