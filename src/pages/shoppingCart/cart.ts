import type { Random } from '../../lib/random';

/** A product: its title and its price as a string with two decimals ("123.45"). */
export interface Product {
  title: string;
  value: string;
}
export const QUANTITIES = [1, 2, 3] as const;
export type Quantity = (typeof QUANTITIES)[number];
export interface CartItem extends Product {
  quantity: Quantity;
}

const PRICE_MIN_CENTS = 10_00;
const PRICE_MAX_CENTS = 1000_00;

/** The three titles a search for `term` generates. */
function productTitles(term: string): string[] {
  return [
    `The Best ${term} Ever Made`,
    `${term} #2 you NEED this one!`,
    `${term} - You Won't Believe This One!`,
  ];
}

/** Three products with random prices from 10.00 to 1000.00; none for an empty term. */
export function searchProducts(term: string, random: Random): Product[] {
  const trimmed = term.trim();
  if (trimmed === '') return [];
  return productTitles(trimmed).map((title) => ({
    title,
    value: formatCents(random.int(PRICE_MIN_CENTS, PRICE_MAX_CENTS)),
  }));
}

/** Adds the product with quantity 1, unless one with the same title is already in the cart. */
export function addToCart(cart: readonly CartItem[], product: Product): readonly CartItem[] {
  if (cart.some((item) => item.title === product.title)) return cart;
  return [...cart, { ...product, quantity: 1 }];
}

export function removeFromCart(cart: readonly CartItem[], title: string): readonly CartItem[] {
  return cart.filter((item) => item.title !== title);
}

export function setQuantity(
  cart: readonly CartItem[],
  title: string,
  quantity: Quantity,
): readonly CartItem[] {
  return cart.map((item) => (item.title === title ? { ...item, quantity } : item));
}

/** "123.45" -> 12345, in whole cents so that sums are exact. */
export function toCents(value: string): number {
  const [units = '0', cents = '0'] = value.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
}

/** 12345 -> "123.45". */
export function formatCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The sum of price times quantity, with two decimals. */
export function subtotal(cart: readonly CartItem[]): string {
  return formatCents(cart.reduce((sum, item) => sum + toCents(item.value) * item.quantity, 0));
}
