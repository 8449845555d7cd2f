// The checkout's rules (SPEC-4 "Checkout" and "Totals"), pure. Totals come only from money.ts.
import type {
  CheckoutDetails,
  CheckoutState,
  CheckoutTotals,
  Order,
} from '../../src/shared/shop/api.js';
import type { ActiveBugs } from '../../src/shared/shop/bugs.js';
import {
  discountCodeOf,
  orderTotals,
  standardIsFree,
  type DiscountCode,
} from '../../src/shared/shop/money.js';
import { SHOP_MESSAGES } from '../../src/shared/shop/texts.js';
import { HttpError } from '../errors.js';
import { cartLines, type StoredLine } from './cart.js';

/** What the checkout keeps per (shopper, user): the details of the last Continue and the code. */
export interface CheckoutRecord {
  details: CheckoutDetails | null;
  discountCode: DiscountCode | null;
}

export const EMPTY_CHECKOUT: CheckoutRecord = { details: null, discountCode: null };

/** A code as typed; 422 "This code is not valid." for a blank or unknown one. */
export function discountCodeFrom(text: string, bugs: ActiveBugs): DiscountCode {
  const code = discountCodeOf(text);
  if (code === null) throw new HttpError(422, SHOP_MESSAGES.codeNotValid);
  if (bugs.has('B12') && code === 'SAVE10') throw new HttpError(422, SHOP_MESSAGES.codeNotValid);
  return code;
}

export function checkoutTotals(
  lines: readonly StoredLine[],
  { details, discountCode }: CheckoutRecord,
  bugs: ActiveBugs,
): CheckoutTotals {
  const totals = orderTotals(cartLines(lines), discountCode, details?.shipping ?? 'standard', bugs);
  return { ...totals, discountCode };
}

/** GET /checkout and the discount calls. */
export function checkoutState(
  lines: readonly StoredLine[],
  record: CheckoutRecord,
  bugs: ActiveBugs,
): CheckoutState {
  const totals = checkoutTotals(lines, record, bugs);
  return {
    details: record.details,
    discountCode: record.discountCode,
    standardIsFree: standardIsFree(totals.items - totals.discount, record.discountCode, bugs),
    totals,
  };
}

/** The order placed from these lines and details: lines, ship-to, e-mail, method, code, totals. */
export function orderOf(
  number: string,
  placedAt: Date,
  lines: readonly StoredLine[],
  details: CheckoutDetails,
  discountCode: DiscountCode | null,
  bugs: ActiveBugs,
): Order {
  const full = cartLines(lines);
  return {
    number,
    placedAt: placedAt.toISOString(),
    lines: full,
    shipTo: {
      firstName: details.firstName,
      lastName: details.lastName,
      postalCode: details.postalCode,
    },
    email: details.email,
    shippingMethod: details.shipping,
    discountCode,
    ...orderTotals(full, discountCode, details.shipping, bugs),
  };
}
