import { describe, expect, it } from 'vitest';
import {
  generateParagraph,
  generateParagraphs,
  generateSentence,
  SENTENCES_PER_PARAGRAPH,
  WORDS,
  WORDS_PER_SENTENCE,
} from './generatedText';
import { createRandom } from './random';

const sentencesOf = (paragraph: string) => paragraph.split(/(?<=\.) /);
const wordsOf = (sentence: string) => sentence.slice(0, -1).toLowerCase().split(' ');

describe('the word list', () => {
  it('holds the 64 distinct words of Appendix B2, first "action", last "worker"', () => {
    expect(WORDS).toHaveLength(64);
    expect(new Set(WORDS).size).toBe(64);
    expect(WORDS[0]).toBe('action');
    expect(WORDS.at(-1)).toBe('worker');
    expect([...WORDS].sort()).toEqual(WORDS);
  });
});

describe('generateSentence', () => {
  it('draws 6 to 14 list words, capitalises the first and ends with a full stop', () => {
    const random = createRandom(7);
    const lengths = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const sentence = generateSentence(random);
      expect(sentence).toMatch(/^[A-Z][a-z]*( [a-z]+)*\.$/);
      const words = wordsOf(sentence);
      words.forEach((word) => expect(WORDS).toContain(word));
      lengths.add(words.length);
    }
    expect(Math.min(...lengths)).toBe(WORDS_PER_SENTENCE.min);
    expect(Math.max(...lengths)).toBe(WORDS_PER_SENTENCE.max);
  });
});

describe('generateParagraph', () => {
  it('holds 4 to 7 sentences', () => {
    const random = createRandom(3);
    const counts = new Set<number>();
    for (let i = 0; i < 300; i++) counts.add(sentencesOf(generateParagraph(random)).length);
    expect(Math.min(...counts)).toBe(SENTENCES_PER_PARAGRAPH.min);
    expect(Math.max(...counts)).toBe(SENTENCES_PER_PARAGRAPH.max);
  });
});

describe('generateParagraphs', () => {
  it('repeats every paragraph for the same seed and differs for another', () => {
    const first = generateParagraphs(createRandom(1), 12);
    expect(first).toHaveLength(12);
    expect(generateParagraphs(createRandom(1), 12)).toEqual(first);
    expect(generateParagraphs(createRandom(2), 12)).not.toEqual(first);
  });

  it('draws paragraph n the same whether more follow or not', () => {
    expect(generateParagraphs(createRandom(5), 4)).toEqual(
      generateParagraphs(createRandom(5), 9).slice(0, 4),
    );
  });
});
