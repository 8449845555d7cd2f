// Money in integer cents and the order's totals (SPEC-4, "Totals"). Views never compute totals:
// the server answers them with these functions.
import type { ActiveBugs } from './bugs.js';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$1,234.56`: en-US, always two decimals. */
export const formatMoney = (cents: number) => dollars.format(cents / 100);

/** pct % of an amount, rounded half up to the cent. */
export const percentOf = (cents: number, pct: number) => Math.floor((cents * pct + 50) / 100);

export const DISCOUNT_CODES = ['SAVE10', 'FREESHIP'] as const;
export type DiscountCode = (typeof DISCOUNT_CODES)[number];

/** A code as typed: trimmed, any case; null when it is no code of the shop. */
export function discountCodeOf(text: string): DiscountCode | null {
  const code = text.trim().toUpperCase();
  return (DISCOUNT_CODES as readonly string[]).includes(code) ? (code as DiscountCode) : null;
}

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const STANDARD_SHIPPING = 499;
export const EXPRESS_SHIPPING = 1499;
/** Standard shipping is free from this net amount. */
export const FREE_STANDARD_FROM = 10000;
export const TAX_PERCENT = 8;
export const SAVE10_PERCENT = 10;

export interface PricedLine {
  price: number;
  quantity: number;
}

export interface Totals {
  items: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

export const lineTotal = ({ price, quantity }: PricedLine) => price * quantity;

export const itemsTotal = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + lineTotal(line), 0);

/** Whether standard shipping costs nothing for this net amount (or with FREESHIP). */
export function standardIsFree(net: number, code: DiscountCode | null, bugs: ActiveBugs): boolean {
  if (code === 'FREESHIP') return true;
  if (bugs.has('B08')) return net >= 100000;
  return net >= FREE_STANDARD_FROM;
}

export function orderTotals(
  lines: readonly PricedLine[],
  code: DiscountCode | null,
  method: ShippingMethod,
  bugs: ActiveBugs,
): Totals {
  const items = itemsTotal(lines);
  const discount = code === 'SAVE10' ? percentOf(items, SAVE10_PERCENT) : 0;
  const net = items - discount;
  const shipping =
    code === 'FREESHIP'
      ? 0
      : method === 'express'
        ? EXPRESS_SHIPPING
        : standardIsFree(net, code, bugs)
          ? 0
          : STANDARD_SHIPPING;
  const tax = bugs.has('B07')
    ? percentOf(net + shipping, TAX_PERCENT)
    : percentOf(net, TAX_PERCENT);
  return { items, discount, shipping, tax, total: net + shipping + tax };
}
