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

describe('equal chances', () => {
  it('maps equal slices of the source to each word and each swap position', () => {
    // After the typo draw (0.5), a draw in slice k of [0, 1) picks word k, then position k.
    TYPO_WORDS.forEach((word, k) => {
      const slice = (k + 0.5) / TYPO_WORDS.length;
      expect(drawSentence(sequence(0.5, slice, 0))).toBe(
        SENTENCE.replace(word, swapAt(word, swapPositions(word)[0]!)),
      );
    });
    const misspelled = (TYPO_WORDS.indexOf('misspelled') + 0.5) / TYPO_WORDS.length;
    swapPositions('misspelled').forEach((position, k, positions) => {
      const slice = (k + 0.5) / positions.length;
      expect(drawSentence(sequence(0.5, misspelled, slice))).toBe(
        SENTENCE.replace('misspelled', swapAt('misspelled', position)),
      );
    });
  });

  it('spreads typo loads evenly over the words and over each word’s positions', () => {
    const random = createRandom(21);
    const correct = SENTENCE.split(' ');
    const counts = new Map<string, number[]>(
      TYPO_WORDS.map((word) => [word, swapPositions(word).map(() => 0)]),
    );
    let typos = 0;
    for (let load = 0; load < 40000; load++) {
      const shown = drawSentence(random).split(' ');
      const i = correct.findIndex((word, j) => word !== shown[j]);
      if (i < 0) continue;
      typos++;
      const word = correct[i]!.replace(/\W/g, '');
      const at = [...word].findIndex((letter, j) => letter !== shown[i]![j]);
      const positions = swapPositions(word);
      counts.get(word)![positions.indexOf(at)]!++;
    }
    for (const [word, perPosition] of counts) {
      const total = perPosition.reduce((a, b) => a + b, 0);
      expect(total / typos).toBeGreaterThan((1 / TYPO_WORDS.length) * 0.9);
      expect(total / typos).toBeLessThan((1 / TYPO_WORDS.length) * 1.1);
      for (const n of perPosition) {
        expect(n / total, word).toBeGreaterThan((1 / perPosition.length) * 0.8);
        expect(n / total, word).toBeLessThan((1 / perPosition.length) * 1.2);
      }
    }
  });
});
