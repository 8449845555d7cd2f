import { describe, expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import { classAttribute, uuidLike, variantMessage } from './attributes';

describe('uuidLike', () => {
  it('has 8-4-4-4-12 hexadecimal digits', () => {
    const random = createRandom(7);
    for (let i = 0; i < 50; i++) {
      expect(uuidLike(random)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });

  it('repeats with the same seed and differs with another', () => {
    expect(uuidLike(createRandom(1))).toBe(uuidLike(createRandom(1)));
    expect(uuidLike(createRandom(1))).not.toBe(uuidLike(createRandom(2)));
  });
});

describe('classAttribute', () => {
  it('numbers the button and keeps its variant between the shared classes', () => {
    expect(classAttribute(2, 'btn-warning')).toBe('btn class2 btn-warning btn-test');
  });
});

describe('variantMessage', () => {
  it('praises only the primary button', () => {
    expect(variantMessage('btn-primary')).toBe('You found the primary button.');
    expect(variantMessage('btn-success')).toBe('That was not the primary button.');
    expect(variantMessage('btn-warning')).toBe('That was not the primary button.');
  });
});
