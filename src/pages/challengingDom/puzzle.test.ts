import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../lib/random';
import {
  answerText,
  buttonMessage,
  drawId,
  drawPuzzle,
  LABELS,
  MAX_ANSWER,
  rowCells,
  rowMessage,
} from './puzzle';

it('draws ids shaped like version 4 UUIDs', () => {
  const random = createRandom(1);
  const ids = Array.from({ length: 200 }, () => drawId(random));
  for (const id of ids)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(ids).size).toBe(200);
  expect(new Set(ids.map((id) => id[19])).size).toBe(4);
});

describe('drawPuzzle', () => {
  it('gives three buttons with distinct ids, known labels and an answer in 0-99999', () => {
    const random = createRandom(5);
    for (let i = 0; i < 200; i++) {
      const { buttons, answer } = drawPuzzle(random);
      expect(buttons).toHaveLength(3);
      expect(new Set(buttons.map((b) => b.id)).size).toBe(3);
      for (const { label } of buttons) expect(LABELS).toContain(label);
      expect(Number.isInteger(answer) && answer >= 0 && answer <= 99999).toBe(true);
    }
  });

  it('draws labels independently, so repeats happen', () => {
    const random = createRandom(9);
    const puzzles = Array.from({ length: 100 }, () => drawPuzzle(random));
    expect(puzzles.some(({ buttons }) => new Set(buttons.map((b) => b.label)).size < 3)).toBe(true);
    expect(new Set(puzzles.flatMap(({ buttons }) => buttons.map((b) => b.label))).size).toBe(4);
  });

  it('repeats draw for draw with the same seed, and each draw differs', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = drawPuzzle(a);
    expect(drawPuzzle(b)).toEqual(first);
    const second = drawPuzzle(a, first);
    expect(drawPuzzle(b, first)).toEqual(second);
    expect(second).not.toEqual(first);
  });

  it('never draws the previous answer again', () => {
    // A source whose first answer draw repeats the previous answer (and whose next one does not).
    const previous = { buttons: [], answer: 123 };
    const answers = [123, 123, 456];
    const random: Random = {
      ...createRandom(1),
      int: (min, max) => (max === MAX_ANSWER ? answers.shift()! : min),
    };
    expect(drawPuzzle(random, previous).answer).toBe(456);
    expect(answers).toEqual([]);

    const seeded = createRandom(3);
    let puzzle = drawPuzzle(seeded);
    for (let i = 0; i < 500; i++) {
      const next = drawPuzzle(seeded, puzzle);
      expect(next.answer).not.toBe(puzzle.answer);
      puzzle = next;
    }
  });
});

it('words the texts', () => {
  expect(answerText(7)).toBe('Answer: 7');
  expect(rowCells(4)).toEqual(['Alpha4', 'Beta4', 'Gamma4', 'Delta4', 'Epsilon4', 'Zeta4']);
  expect(buttonMessage('plum')).toBe('plum button clicked.');
  expect(rowMessage('delete', 4)).toBe('You clicked delete in row Alpha4.');
  expect(rowMessage('edit', 0)).toBe('You clicked edit in row Alpha0.');
});
