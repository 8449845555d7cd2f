// Practice Shop: the shop's published facts and rules as test data, so every expected amount is worked out, never copied from the page.

/** The products as the shop's documentation lists them; prices in whole cents. */
export const PRODUCTS = [
  { id: 1, slug: 'trail-backpack', name: 'Trail Backpack', category: 'Bags', price: 4999, stock: 10 },
  { id: 2, slug: 'water-bottle', name: 'Water Bottle', category: 'Outdoor', price: 1450, stock: 10 },
  { id: 3, slug: 'rain-jacket', name: 'Rain Jacket', category: 'Clothing', price: 8900, stock: 10 },
  { id: 4, slug: 'wool-socks', name: 'Wool Socks', category: 'Clothing', price: 1299, stock: 10 },
  { id: 5, slug: 'head-torch', name: 'Head Torch', category: 'Outdoor', price: 2495, stock: 10 },
  { id: 6, slug: 'camping-mug', name: 'Camping Mug', category: 'Outdoor', price: 999, stock: 10 },
  { id: 7, slug: 'hiking-boots', name: 'Hiking Boots', category: 'Clothing', price: 11900, stock: 0 },
  { id: 8, slug: 'sun-hat', name: 'Sun Hat', category: 'Clothing', price: 1999, stock: 2 },
  { id: 9, slug: 'first-aid-kit', name: 'First Aid Kit', category: 'Outdoor', price: 2950, stock: 10 },
  { id: 10, slug: 'map-case', name: 'Map Case', category: 'Bags', price: 1500, stock: 10 },
  { id: 11, slug: 'trekking-poles', name: 'Trekking Poles', category: 'Outdoor', price: 5990, stock: 10 },
  { id: 12, slug: 'dry-bag', name: 'Dry Bag', category: 'Bags', price: 2200, stock: 10 },
] as const; // prettier-ignore

export type Product = (typeof PRODUCTS)[number];
export type ProductName = Product['name'];

export function product(name: ProductName): Product {
  return PRODUCTS.find((p) => p.name === name)!;
}

/** One password for every user. */
export const PASSWORD = 'practice';

/** The most of one product a cart line may hold. */
export const maxPerLine = (name: ProductName) => Math.min(5, product(name).stock);

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12345 -> "$123.45", as the shop shows money. */
export const money = (cents: number) => dollars.format(cents / 100);

/** pct % of an amount in cents, rounded half up to the cent. */
const percentOf = (cents: number, pct: number) => Math.floor((cents * pct + 50) / 100);

export type Shipping = 'standard' | 'express';
export type DiscountCode = 'SAVE10' | 'FREESHIP';

export interface Line {
  name: ProductName;
  quantity: number;
}

export interface Totals {
  items: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

export const lineTotal = ({ name, quantity }: Line) => product(name).price * quantity;

/** Standard shipping is free from this net amount: $100.00. */
export const FREE_STANDARD_FROM = 100_00;

/**
 * The order's totals by the stated rules: SAVE10 takes 10 % off the items; shipping is free with
 * FREESHIP, else express $14.99, else standard $4.99 (free from $100.00 net); tax is 8 % of net.
 */
export function orderTotals(
  lines: readonly Line[],
  shipping: Shipping,
  code?: DiscountCode,
): Totals {
  const items = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const discount = code === 'SAVE10' ? percentOf(items, 10) : 0;
  const net = items - discount;
  const shippingCost =
    code === 'FREESHIP' ? 0 : shipping === 'express' ? 14_99 : net >= FREE_STANDARD_FROM ? 0 : 4_99;
  const tax = percentOf(net, 8);
  return { items, discount, shipping: shippingCost, tax, total: net + shippingCost + tax };
}

/** The checkout details of the suite's shopper. */
export interface Details {
  firstName: string;
  lastName: string;
  email: string;
  postalCode: string;
  shipping: Shipping;
}

/** A shopper with an address of their own, so no two tests read the same practice inbox. */
export function shopperDetails(shipping: Shipping = 'standard'): Details {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${crypto.randomUUID()}@example.com`,
    postalCode: 'SW1A 1AA',
    shipping,
  };
}
