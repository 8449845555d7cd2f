import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../lib/random';
import { drawSentence, SENTENCE, swapAt, swapPositions, TYPO_WORDS } from './sentence';

/** A source whose next() returns the given values in turn (int and pick read next()). */
function sequence(...values: number[]): Random {
  let i = 0;
  const next = () => values[i++]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { ...createRandom(1), next, int, pick: (items) => items[int(0, items.length - 1)]! };
}

it('lists the words of at least 5 letters', () => {
  expect(TYPO_WORDS).toEqual([
    'Automated',
    'checks',
    'should',
    'catch',
    'every',
    'misspelled',
    'sentence',
  ]);
});

describe('swapPositions', () => {
  it('never includes the first letter', () => expect(swapPositions('catch')).toEqual([1, 2, 3]));
  it('skips pairs of equal letters', () =>
    expect(swapPositions('misspelled')).toEqual([1, 3, 4, 5, 7, 8]));
});

it('swaps two adjacent letters', () => {
  expect(swapAt('checks', 1)).toBe('cehcks');
  expect(swapAt('sentence', 6)).toBe('sentenec');
});

describe('drawSentence', () => {
  it('shows the correct sentence when the first draw is under 1/2', () =>
    expect(drawSentence(sequence(0.49))).toBe(SENTENCE));

  it('otherwise swaps letters in the picked word at the picked position', () => {
    // 0.5 -> typo; 0.99 -> last word "sentence"; 0 -> first position (1): "sentence" -> "snetence".
    expect(drawSentence(sequence(0.5, 0.99, 0))).toBe(
      'Automated checks should catch every misspelled word in this snetence.',
    );
    // 0.6 -> typo; 0 -> "Automated"; 0.99 -> last position (7): "Automatde".
    expect(drawSentence(sequence(0.6, 0, 0.99))).toBe(
      'Automatde checks should catch every misspelled word in this sentence.',
    );
  });

  it('changes exactly one word by one swap on a typo load', () => {
    const random = createRandom(99);
    for (let load = 0; load < 200; load++) {
      const shown = drawSentence(random).split(' ');
      const correct = SENTENCE.split(' ');
      const changed = correct.filter((word, i) => word !== shown[i]);
      expect(changed.length).toBeLessThanOrEqual(1);
      for (const word of changed) {
        const typo = shown[correct.indexOf(word)]!;
        expect(typo[0]).toBe(word[0]);
        expect([...typo].sort().join('')).toBe([...word].sort().join(''));
      }
    }
  });

  it('is correct about half the time and repeats with the same seed', () => {
    const random = createRandom(3);
    let correct = 0;
    for (let load = 0; load < 2000; load++) if (drawSentence(random) === SENTENCE) correct++;
    expect(correct / 2000).toBeGreaterThan(0.46);
    expect(correct / 2000).toBeLessThan(0.54);
    expect(drawSentence(createRandom(11))).toBe(drawSentence(createRandom(11)));
  });
});
