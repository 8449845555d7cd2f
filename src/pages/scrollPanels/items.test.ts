import { describe, expect, it } from 'vitest';
import { cardId, FRUITS, VEGETABLES } from './items';

describe('cardId', () => {
  it('lower-cases the name and joins words with "-"', () => {
    expect(cardId('vegetable', 'Chili Pepper')).toBe('vegetable-chili-pepper');
    expect(cardId('fruit', 'Apple')).toBe('fruit-apple');
  });
});

describe('the cards', () => {
  it('has 15 of each kind, in Appendix A1 order, with unique ids', () => {
    expect(FRUITS).toHaveLength(15);
    expect(VEGETABLES).toHaveLength(15);
    expect(FRUITS[0]?.name).toBe('Apple');
    expect(FRUITS[14]?.name).toBe('Melon');
    expect(VEGETABLES[14]?.name).toBe('Pea');
    const ids = [
      ...FRUITS.map((f) => cardId('fruit', f.name)),
      ...VEGETABLES.map((v) => cardId('vegetable', v.name)),
    ];
    expect(new Set(ids).size).toBe(30);
  });
});
