import type { Random } from '../../lib/random';

/** Nine numbers by line, then column: grid[0][1] is Line 1, Column 2. */
export type Grid = number[][];

export const SIZE = 3;
const MIN = 1;
const MAX = 99;

export function drawGrid(random: Random): Grid {
  return Array.from({ length: SIZE }, () =>
    Array.from({ length: SIZE }, () => random.int(MIN, MAX)),
  );
}

const at = (grid: Grid, line: number, column: number) => grid[line - 1]![column - 1]!;

export interface Question {
  text: string;
  answer(grid: Grid): number;
}

export const QUESTIONS: readonly Question[] = [
  {
    text: 'What is the number in Line 1, Column 2 plus the number in Line 3, Column 3?',
    answer: (grid) => at(grid, 1, 2) + at(grid, 3, 3),
  },
  {
    text: 'What is the number in Line 2, Column 1 times the number in Line 1, Column 3?',
    answer: (grid) => at(grid, 2, 1) * at(grid, 1, 3),
  },
];

/** Whether the typed text is an integer equal to the answer ("12", " 12 ", "-3"; not "12.0"). */
export function isCorrect(typed: string, answer: number): boolean {
  const text = typed.trim();
  return /^-?\d+$/.test(text) && Number(text) === answer;
}
