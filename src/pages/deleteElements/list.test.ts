import { describe, expect, it } from 'vitest';
import { elementName, INITIAL_ELEMENTS } from './list';

describe('elementName', () => {
  it('trims the input', () => expect(elementName('  Milk ')).toBe('Milk'));
  it.each(['', '   ', '\t\n'])('rejects blank input %j', (input) =>
    expect(elementName(input)).toBeNull(),
  );
});

it('starts with three elements', () => {
  expect(INITIAL_ELEMENTS).toEqual(['Element 1', 'Element 2', 'Element 3']);
});
