// The shop API's own words where SPEC-4 is silent (its texts are in src/shared/shop/texts.ts).
import { FIELD_MAX_LENGTH } from '../../src/shared/shop/checkout.js';

export const SHOP_API_MESSAGES = {
  loginBody: 'Send { "username", "password" }, each a string of at most 100 characters.',
  tooManyFailedLogins: 'Too many failed logins. Try again in a minute.',
  addBody: 'Send { "productId", "quantity" }, each a number.',
  quantityBody: 'Send { "quantity" }, a number.',
  codeBody: 'Send { "code" }, a string of at most 40 characters.',
  checkoutBody: `Send { "firstName", "lastName", "email", "postalCode" } (strings of at most ${FIELD_MAX_LENGTH} characters), "shipping" ("standard" or "express") and optionally "discountCode".`,
  checkoutInvalid: 'Some details are not valid: see errors.',
  listQuery: 'Send q (at most 100 characters), category and sort at most once each.',
} as const;
