import { expect, it } from 'vitest';
import { dropOnto, INITIAL_HEADERS, orderStatus } from './columns';

it('swaps the headers when a box is dropped onto the other, either way', () => {
  expect(dropOnto(INITIAL_HEADERS, 0, 1)).toEqual(['B', 'A']);
  expect(dropOnto(INITIAL_HEADERS, 1, 0)).toEqual(['B', 'A']);
  expect(dropOnto(['B', 'A'], 0, 1)).toEqual(['A', 'B']);
});

it('changes nothing when a box is dropped on itself or nowhere known', () => {
  expect(dropOnto(INITIAL_HEADERS, 1, 1)).toEqual(['A', 'B']);
  expect(dropOnto(INITIAL_HEADERS, 0, 5)).toEqual(['A', 'B']);
});

it('states the order of the headers', () => {
  expect(orderStatus(INITIAL_HEADERS)).toBe('Order: A, B');
  expect(orderStatus(['B', 'A'])).toBe('Order: B, A');
});
