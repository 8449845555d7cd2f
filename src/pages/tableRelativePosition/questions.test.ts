import { describe, expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import { drawGrid, isCorrect, QUESTIONS } from './questions';

const grid = [
  [1, 2, 3],
  [4, 5, 6],
  [7, 8, 9],
];

describe('QUESTIONS', () => {
  it('question 1 adds Line 1 Column 2 to Line 3 Column 3', () => {
    expect(QUESTIONS[0]!.answer(grid)).toBe(2 + 9);
  });
  it('question 2 multiplies Line 2 Column 1 by Line 1 Column 3', () => {
    expect(QUESTIONS[1]!.answer(grid)).toBe(4 * 3);
  });
});

describe('drawGrid', () => {
  it('draws a 3x3 grid of integers, repeatable by seed', () => {
    const a = drawGrid(createRandom(8));
    expect(a).toHaveLength(3);
    for (const line of a) {
      expect(line).toHaveLength(3);
      for (const n of line) expect(Number.isInteger(n)).toBe(true);
    }
    expect(drawGrid(createRandom(8))).toEqual(a);
  });
});

describe('isCorrect', () => {
  it.each([
    ['11', true],
    [' 11 ', true],
    ['12', false],
    ['11.0', false],
    ['1e1', false],
    ['0x0b', false],
    ['', false],
    ['eleven', false],
  ])('%j for 11 is %s', (typed, correct) => {
    expect(isCorrect(typed, 11)).toBe(correct);
  });
});
