import type { Random } from './random';

/** SPEC-2 Appendix B2: the 64 words generated paragraphs are made of. */
export const WORDS: readonly string[] = `
action agent anchor assert browser button canvas check click cookie data delay element event
field focus form frame header input keyboard label layout link list load locator menu modal mouse
network option page panel pointer request response result row screen script scroll select server
session shadow signal slider status step style tab table test text timer title toggle value view
wait widget window worker
`
  .trim()
  .split(/\s+/);

export const SENTENCES_PER_PARAGRAPH = { min: 4, max: 7 } as const;
export const WORDS_PER_SENTENCE = { min: 6, max: 14 } as const;

/** 6 to 14 words of the list, the first capitalised, ending with a full stop. */
export function generateSentence(random: Random): string {
  const count = random.int(WORDS_PER_SENTENCE.min, WORDS_PER_SENTENCE.max);
  const words = Array.from({ length: count }, () => random.pick(WORDS));
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** 4 to 7 generated sentences, joined by single spaces. */
export function generateParagraph(random: Random): string {
  const count = random.int(SENTENCES_PER_PARAGRAPH.min, SENTENCES_PER_PARAGRAPH.max);
  return Array.from({ length: count }, () => generateSentence(random)).join(' ');
}

/**
 * `count` paragraphs drawn one after another, so with a seeded source paragraph n is the same
 * on every load.
 */
export function generateParagraphs(random: Random, count: number): string[] {
  return Array.from({ length: count }, () => generateParagraph(random));
}
