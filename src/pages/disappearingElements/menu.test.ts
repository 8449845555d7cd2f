import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../lib/random';
import { clickedMessage, drawMenu, shownLine } from './menu';

/** A source whose next() returns the given values in turn. */
function sequence(...values: number[]): Random {
  const random = createRandom(1);
  let i = 0;
  return { ...random, next: () => values[i++]! };
}

describe('drawMenu', () => {
  it('keeps every item when no draw falls under 1/4', () => {
    expect(drawMenu(sequence(0.25, 0.5, 0.9, 0.99))).toEqual([
      'Home',
      'About',
      'Services',
      'Portfolio',
      'Contact',
    ]);
  });

  it('drops each item whose draw falls under 1/4, keeping the order', () => {
    expect(drawMenu(sequence(0.1, 0.6, 0.24, 0.3))).toEqual(['Home', 'Services', 'Contact']);
  });

  it('always keeps Home, even when every optional item drops out', () => {
    expect(drawMenu(sequence(0, 0, 0, 0))).toEqual(['Home']);
  });

  it('repeats with the same seed', () => {
    expect(drawMenu(createRandom(7))).toEqual(drawMenu(createRandom(7)));
  });

  it('leaves an item out about a quarter of the time', () => {
    const random = createRandom(2024);
    const loads = 4000;
    let absent = 0;
    for (let i = 0; i < loads; i++) if (!drawMenu(random).includes('Contact')) absent++;
    expect(absent / loads).toBeGreaterThan(0.22);
    expect(absent / loads).toBeLessThan(0.28);
  });
});

it('words the count and the click', () => {
  expect(shownLine(3)).toBe('Menu items shown: 3 of 5');
  expect(clickedMessage('Portfolio')).toBe('You clicked Portfolio.');
});
