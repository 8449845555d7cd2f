import { describe, expect, it } from 'vitest';
import { searchResult } from './search';

describe('searchResult', () => {
  it('names the trimmed author', () =>
    expect(searchResult('  Agatha Christie ')).toBe('A book by Agatha Christie was found!'));
  it.each(['', '  '])('is null for a blank name %j', (name) =>
    expect(searchResult(name)).toBeNull(),
  );
});
