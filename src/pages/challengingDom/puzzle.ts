import type { Random } from '../../lib/random';

export const LABELS = ['apple', 'cherry', 'lemon', 'plum'] as const;
/** The three buttons, in page order, by colour (a Bootstrap variant each). */
export const COLOURS = ['primary', 'danger', 'success'] as const;
export const COLUMNS = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'] as const;
export const ROW_COUNT = 10;
export const MAX_ANSWER = 99999;

export interface PuzzleButton {
  id: string;
  label: string;
}

export interface Puzzle {
  buttons: PuzzleButton[];
  answer: number;
}

/**
 * A random id shaped like a version 4 UUID (8-4-4-4-12 hex digits, "4" opening the third group,
 * one of 8, 9, a, b the fourth), drawn from the seeded source rather than crypto.randomUUID.
 */
export function drawId(random: Random): string {
  const hex = (count: number) =>
    Array.from({ length: count }, () => random.int(0, 15).toString(16)).join('');
  const variant = random.pick(['8', '9', 'a', 'b']);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
}

/**
 * Ids and labels for the three buttons (each independent), then the canvas answer: one that
 * differs from the previous puzzle's, so that "the answer changes after a click" always holds.
 */
export function drawPuzzle(random: Random, previous?: Puzzle): Puzzle {
  const buttons = COLOURS.map(() => ({ id: drawId(random), label: random.pick(LABELS) }));
  let answer = random.int(0, MAX_ANSWER);
  while (answer === previous?.answer) answer = random.int(0, MAX_ANSWER);
  return { buttons, answer };
}

export function answerText(answer: number): string {
  return `Answer: ${answer}`;
}

/** The cells of row i: "Alpha{i}" … "Zeta{i}". */
export function rowCells(row: number): string[] {
  return COLUMNS.map((column) => `${column}${row}`);
}

export function buttonMessage(label: string): string {
  return `${label} button clicked.`;
}

export type RowAction = 'edit' | 'delete';

export function rowMessage(action: RowAction, row: number): string {
  return `You clicked ${action} in row Alpha${row}.`;
}
