import { describe, expect, it } from 'vitest';
import { describeSelection, SINGLE_LIST } from './options';

describe('describeSelection', () => {
  it('shows None for nothing', () => {
    expect(describeSelection(null)).toBe('None');
    expect(describeSelection('')).toBe('None');
    expect(describeSelection([])).toBe('None');
  });
  it('shows one value', () => expect(describeSelection('Saab')).toBe('Saab'));
  it('joins several values in order', () =>
    expect(describeSelection(['Python', 'Java'])).toBe('Python, Java'));
});

it('has a single-list select of four options', () => expect(SINGLE_LIST).toHaveLength(4));
