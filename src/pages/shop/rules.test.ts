import { describe, expect, it } from 'vitest';
import {
  cartLinkName,
  formatPlacedAt,
  guardMessage,
  nextProductId,
  parseQuantity,
  typedQuantity,
} from './rules';

describe('cartLinkName', () => {
  it('counts items, one in the singular', () => {
    expect(cartLinkName(0)).toBe('Cart, 0 items');
    expect(cartLinkName(1)).toBe('Cart, 1 item');
    expect(cartLinkName(7)).toBe('Cart, 7 items');
  });
});

describe('parseQuantity', () => {
  it('takes a whole number from 1 to the maximum', () => {
    expect(parseQuantity('1', 5)).toBe(1);
    expect(parseQuantity(' 5 ', 5)).toBe(5);
  });

  it('refuses anything else', () => {
    for (const text of ['', '0', '6', '-1', '2.5', '1e1', 'two', '+3'])
      expect(parseQuantity(text, 5)).toBeNull();
  });

  it('follows the maximum it is given (the B09 switch lets 6 through)', () => {
    expect(parseQuantity('6', 6)).toBe(6);
    expect(parseQuantity('3', 2)).toBeNull();
  });
});

describe('typedQuantity', () => {
  it('sends numbers as numbers and anything else as typed', () => {
    expect(typedQuantity('3')).toBe(3);
    expect(typedQuantity('0')).toBe(0);
    expect(typedQuantity('-2')).toBe(-2);
    expect(typedQuantity('2.5')).toBe(2.5);
    expect(typedQuantity('')).toBe('');
    expect(typedQuantity('abc')).toBe('abc');
  });
});

describe('guardMessage', () => {
  it("names the view's path, or says the session ended", () => {
    expect(guardMessage('/shop/cart', false)).toBe('Log in to see /shop/cart.');
    expect(guardMessage('/shop/cart', true)).toBe('Your session has ended. Log in again.');
  });
});

describe('formatPlacedAt', () => {
  it('writes the local date and time as YYYY-MM-DD HH:MM', () => {
    const local = new Date(2025, 0, 5, 9, 7, 59);
    expect(formatPlacedAt(local.toISOString())).toBe('2025-01-05 09:07');
    expect(formatPlacedAt(new Date(2024, 11, 31, 23, 59).toISOString())).toBe('2024-12-31 23:59');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatPlacedAt('not a date')).toBe('');
  });
});

describe('nextProductId', () => {
  it('is the next id, 12 followed by 1', () => {
    expect(nextProductId(1, 12)).toBe(2);
    expect(nextProductId(12, 12)).toBe(1);
  });
});
