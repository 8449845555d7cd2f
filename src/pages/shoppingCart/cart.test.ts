import { describe, expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import {
  addToCart,
  formatCents,
  removeFromCart,
  searchProducts,
  setQuantity,
  subtotal,
  toCents,
  type CartItem,
} from './cart';

describe('searchProducts', () => {
  it('generates the three titles for the term, each with a two-decimal price in range', () => {
    const products = searchProducts('Laptop', createRandom(1));
    expect(products.map((p) => p.title)).toEqual([
      'The Best Laptop Ever Made',
      'Laptop #2 you NEED this one!',
      "Laptop - You Won't Believe This One!",
    ]);
    for (const { value } of products) {
      expect(value).toMatch(/^\d+\.\d{2}$/);
      expect(Number(value)).toBeGreaterThanOrEqual(10);
      expect(Number(value)).toBeLessThanOrEqual(1000);
    }
  });

  it('reaches both ends of the price range', () => {
    const random = createRandom(2);
    const cents = new Set<number>();
    for (let i = 0; i < 200_000; i++) {
      for (const p of searchProducts('x', random)) cents.add(toCents(p.value));
    }
    expect(Math.min(...cents)).toBe(1000);
    expect(Math.max(...cents)).toBe(100000);
  });

  it('generates none for an empty or blank term', () => {
    expect(searchProducts('', createRandom(1))).toEqual([]);
    expect(searchProducts('   ', createRandom(1))).toEqual([]);
  });

  it('repeats prices for the same seed', () => {
    expect(searchProducts('Pen', createRandom(4))).toEqual(searchProducts('Pen', createRandom(4)));
  });
});

describe('the cart', () => {
  const pen = { title: 'The Best Pen Ever Made', value: '10.10' };
  const cup = { title: 'Cup #2 you NEED this one!', value: '999.99' };

  it('adds with quantity 1 and refuses a title already in it', () => {
    let cart = addToCart([], pen);
    cart = addToCart(cart, cup);
    cart = addToCart(cart, { ...pen, value: '500.00' });
    expect(cart).toEqual([
      { ...pen, quantity: 1 },
      { ...cup, quantity: 1 },
    ]);
  });

  it('changes a quantity and removes an item by title', () => {
    const cart = setQuantity(addToCart(addToCart([], pen), cup), cup.title, 3);
    expect(cart.map((i) => i.quantity)).toEqual([1, 3]);
    expect(removeFromCart(cart, pen.title)).toEqual([{ ...cup, quantity: 3 }]);
  });

  it('sums price times quantity exactly, in cents', () => {
    const cart: CartItem[] = [
      { title: 'a', value: '0.10', quantity: 3 },
      { title: 'b', value: '0.20', quantity: 1 },
      { title: 'c', value: '1000.00', quantity: 3 },
    ];
    // 0.1 * 3 + 0.2 is 0.5000000000000001 in floating point.
    expect(subtotal(cart)).toBe('3000.50');
    expect(subtotal([])).toBe('0.00');
  });
});

describe('cents', () => {
  it.each([
    ['10.00', 1000],
    ['10.05', 1005],
    ['123.45', 12345],
    ['1000.00', 100000],
  ])('%s is %i cents and back', (value, cents) => {
    expect(toCents(value)).toBe(cents);
    expect(formatCents(cents)).toBe(value);
  });
});
