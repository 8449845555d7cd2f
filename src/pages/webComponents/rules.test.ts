import { describe, expect, it } from 'vitest';
import {
  cartText,
  formDataJson,
  isRatingValue,
  pressesText,
  RATING_MESSAGE,
  ratingText,
  ratingValidationMessage,
  starLabel,
} from './rules';

describe('the rating', () => {
  it('accepts "" and "1" to "5" only', () => {
    expect(['', '1', '5'].every(isRatingValue)).toBe(true);
    expect(['0', '6', '3.5', ' 3', 'x'].some(isRatingValue)).toBe(false);
  });

  it('names its radios and says what is chosen', () => {
    expect([1, 2, 5].map(starLabel)).toEqual(['1 star', '2 stars', '5 stars']);
    expect(ratingText('')).toBe('No rating');
    expect(ratingText('4')).toBe('4 of 5');
  });

  it('is invalid only when required and empty', () => {
    expect(ratingValidationMessage('', true)).toBe(RATING_MESSAGE);
    expect(RATING_MESSAGE).toBe('Choose a rating from 1 to 5.');
    expect(ratingValidationMessage('', false)).toBe('');
    expect(ratingValidationMessage('3', true)).toBe('');
  });
});

it('states the cart and the hidden presses', () => {
  expect(cartText(undefined)).toBe('Cart: empty.');
  expect(cartText('Trail Backpack')).toBe('Cart: Trail Backpack.');
  expect(pressesText(0)).toBe('Hidden button presses: 0.');
});

describe('formDataJson', () => {
  it('writes the entries in form order, without spaces, untrimmed', () => {
    const form = new FormData();
    form.append('title', ' Sturdy ');
    form.append('rating', '4');
    form.append('comment', '');
    expect(formDataJson(form)).toBe('{"title":" Sturdy ","rating":"4","comment":""}');
  });

  it('leaves out what the form did not add (no rating chosen)', () => {
    expect(
      formDataJson([
        ['title', 'Sturdy'],
        ['comment', 'Line one\nline "two"'],
      ]),
    ).toBe('{"title":"Sturdy","comment":"Line one\\nline \\"two\\""}');
  });
});
