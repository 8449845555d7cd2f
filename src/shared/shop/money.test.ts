import { describe, expect, it } from 'vitest';
import { NO_BUGS } from './bugs';
import { discountCodeOf, formatMoney, orderTotals, percentOf } from './money';

describe('formatMoney', () => {
  it('writes en-US dollars with two decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1450)).toBe('$14.50');
    expect(formatMoney(123456)).toBe('$1,234.56');
  });
});

describe('percentOf rounds half up to the cent', () => {
  it.each([
    [12898, 10, 1290], // 1289.8
    [11608, 8, 929], // 928.64
    [1250, 10, 125],
    [1005, 10, 101], // 100.5: half up
    [1004, 10, 100],
    [6, 8, 0], // 0.48
    [7, 8, 1], // 0.56
  ])('%i × %i %% = %i', (cents, pct, expected) => {
    expect(percentOf(cents, pct)).toBe(expected);
  });
});

describe('discountCodeOf', () => {
  it('trims and ignores case', () => {
    expect(discountCodeOf('  save10 ')).toBe('SAVE10');
    expect(discountCodeOf('FreeShip')).toBe('FREESHIP');
  });
  it('knows no other code', () => {
    expect(discountCodeOf('')).toBeNull();
    expect(discountCodeOf('SAVE 10')).toBeNull();
  });
});

describe('orderTotals', () => {
  const jacketAndTwoHats = [
    { price: 8900, quantity: 1 },
    { price: 1999, quantity: 2 },
  ];

  it("gives the spec's example: SAVE10 by express", () => {
    expect(orderTotals(jacketAndTwoHats, 'SAVE10', 'express', NO_BUGS)).toEqual({
      items: 12898,
      discount: 1290,
      shipping: 1499,
      tax: 929,
      total: 14036,
    });
  });

  it('charges standard shipping below $100.00 of net and not from exactly $100.00', () => {
    expect(orderTotals([{ price: 9999, quantity: 1 }], null, 'standard', NO_BUGS).shipping).toBe(
      499,
    );
    expect(orderTotals([{ price: 10000, quantity: 1 }], null, 'standard', NO_BUGS)).toEqual({
      items: 10000,
      discount: 0,
      shipping: 0,
      tax: 800,
      total: 10800,
    });
  });

  it('takes net after the discount for the free-shipping threshold', () => {
    // $110.00 of items is $99.00 net with SAVE10: standard costs $4.99.
    expect(
      orderTotals([{ price: 11000, quantity: 1 }], 'SAVE10', 'standard', NO_BUGS).shipping,
    ).toBe(499);
  });

  it('makes either shipping free with FREESHIP and never taxes shipping', () => {
    const totals = orderTotals([{ price: 1450, quantity: 1 }], 'FREESHIP', 'express', NO_BUGS);
    expect(totals).toEqual({ items: 1450, discount: 0, shipping: 0, tax: 116, total: 1566 });
    expect(orderTotals([{ price: 1450, quantity: 1 }], null, 'express', NO_BUGS).tax).toBe(116);
  });

  it('B07 taxes shipping too', () => {
    expect(orderTotals(jacketAndTwoHats, 'SAVE10', 'express', new Set(['B07'])).tax).toBe(
      percentOf(11608 + 1499, 8),
    );
  });

  it('B08 keeps charging standard shipping up to $1,000.00 of net', () => {
    const bugs = new Set(['B08'] as const);
    expect(orderTotals([{ price: 10000, quantity: 1 }], null, 'standard', bugs).shipping).toBe(499);
    expect(orderTotals([{ price: 100000, quantity: 1 }], null, 'standard', bugs).shipping).toBe(0);
  });
});
