import type { Random } from '../../lib/random';

export const INTRO =
  'The second paragraph of this page has a typo on some loads and none on others.';
export const SENTENCE = 'Automated checks should catch every misspelled word in this sentence.';
/** The chance that a load shows the sentence as it is. */
export const CORRECT_PROBABILITY = 1 / 2;
/** Only words this long may get a typo. */
const MIN_TYPO_LETTERS = 5;

/** The sentence's words of at least 5 letters, the ones a typo may land in. */
export const TYPO_WORDS = SENTENCE.split(/[^A-Za-z]+/).filter(
  (word) => word.length >= MIN_TYPO_LETTERS,
);

/** Where two adjacent, different letters can be swapped: never the first letter. */
export function swapPositions(word: string): number[] {
  const positions: number[] = [];
  for (let i = 1; i < word.length - 1; i++) if (word[i] !== word[i + 1]) positions.push(i);
  return positions;
}

/** The word with its letters at `position` and `position + 1` swapped. */
export function swapAt(word: string, position: number): string {
  return word.slice(0, position) + word[position + 1] + word[position] + word.slice(position + 2);
}

/** This load's sentence: half the time correct, otherwise with one swap in one long word. */
export function drawSentence(random: Random): string {
  if (random.next() < CORRECT_PROBABILITY) return SENTENCE;
  const word = random.pick(TYPO_WORDS);
  const misspelled = swapAt(word, random.pick(swapPositions(word)));
  return SENTENCE.replace(new RegExp(`\\b${word}\\b`), misspelled);
}
