// The shop's API (SPEC-4, Part D): its paths and the shapes both the server and the views use.
import type { DiscountCode, ShippingMethod, Totals } from './money.js';
import type { Product } from './products.js';
import type { CheckoutErrors, CheckoutForm } from './checkout.js';

export const SHOP_API = '/api/shop';

/** Set by the shop's first answer to a browser: whose carts and orders these are. */
export const SHOPPER_COOKIE = 'shopper';
/** Set by login: the login itself (or send its token as `Authorization: Bearer {token}`). */
export const SHOP_SESSION_COOKIE = 'shop_session';

/** GET /session: never 401. */
export interface SessionAnswer {
  username: string | null;
  /** The login this browser had ended by time (the guard then says so). */
  sessionEnded?: boolean;
  /** The browser-side switches for this login, opaque (see BROWSER_BUGS). */
  variant?: number;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginAnswer {
  token: string;
  username: string;
}

export interface ApiProduct extends Product {
  /** The picture's address. */
  image: string;
}

export interface ProductsAnswer {
  products: ApiProduct[];
  total: number;
}

export interface CartLine {
  productId: number;
  name: string;
  price: number;
  quantity: number;
  total: number;
}

export interface Cart {
  lines: CartLine[];
  /** Total quantity. */
  count: number;
  subtotal: number;
}

export interface AddToCartRequest {
  productId: number;
  quantity: number;
}

export interface CheckoutDetails extends CheckoutForm {
  shipping: ShippingMethod;
}

/** PUT /checkout: the details, and optionally a code to apply with them. */
export interface CheckoutRequest extends CheckoutDetails {
  discountCode?: string;
}

export interface CheckoutTotals extends Totals {
  discountCode: DiscountCode | null;
}

/** GET /checkout and the discount calls: what the checkout view shows before Continue. */
export interface CheckoutState {
  /** The saved details, null before the first Continue. */
  details: CheckoutDetails | null;
  discountCode: DiscountCode | null;
  /** Whether standard shipping costs nothing now (its label then reads "free"). */
  standardIsFree: boolean;
  /** The totals with the saved shipping method (standard before any). */
  totals: CheckoutTotals;
}

export interface CheckoutInvalid {
  message: string;
  errors: CheckoutErrors;
}

export interface Order extends Totals {
  number: string;
  /** ISO 8601. */
  placedAt: string;
  lines: CartLine[];
  shipTo: { firstName: string; lastName: string; postalCode: string };
  email: string;
  shippingMethod: ShippingMethod;
  discountCode: DiscountCode | null;
}

export interface OrdersAnswer {
  orders: Order[];
}
