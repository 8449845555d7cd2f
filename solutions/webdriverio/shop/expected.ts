// Practice Shop: what the views should show, worked out from the stated rules (rules.ts): list orders, shown totals, shipping labels, a reusable cart.
import { money, orderTotals, type DiscountCode, type Line, type Totals } from './rules.ts';

type Named = { name: string };
type Priced = Named & { price: number };

export const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, 'en');
export const byPrice = (a: Priced, b: Priced) => a.price - b.price || byName(a, b);
export const byPriceDescending = (a: Priced, b: Priced) => b.price - a.price || byName(a, b);
export const names = (products: readonly Named[]) => products.map((p) => p.name);

/** The totals as the overview and the order view show them: a discount line with any code. */
export const shownTotals = (totals: Totals, code?: DiscountCode) => ({
  items: money(totals.items),
  discount: code ? `-${money(totals.discount)}` : null,
  shipping: money(totals.shipping),
  tax: money(totals.tax),
  total: money(totals.total),
});

/** The standard shipping choice's label for a cart, e.g. "Standard (3-5 days): free". */
export const standardLabel = (lines: readonly Line[], code?: DiscountCode) => {
  const { shipping } = orderTotals(lines, 'standard', code);
  return `Standard (3-5 days): ${shipping === 0 ? 'free' : money(shipping)}`;
};

/** A cart of three items in two lines that the tests of the checkout reuse: $128.98 of items. */
export const JACKET_AND_HATS: Line[] = [
  { name: 'Rain Jacket', quantity: 1 },
  { name: 'Sun Hat', quantity: 2 },
];
