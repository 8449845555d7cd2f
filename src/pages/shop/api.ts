// The views' calls to the shop's API (SPEC-4, Part D). Every answer comes back as a value, never a
// throw: the views show the server's message as it is, and treat 401 as a login that ended.
import {
  SHOP_API,
  type AddToCartRequest,
  type ApiProduct,
  type Cart,
  type CheckoutDetails,
  type CheckoutState,
  type CheckoutTotals,
  type LoginAnswer,
  type LoginRequest,
  type Order,
  type OrdersAnswer,
  type ProductsAnswer,
  type SessionAnswer,
} from '../../shared/shop/api';
import { SHOP_MESSAGES } from '../../shared/shop/texts';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/xsrf';

export type Answer<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string; body?: unknown };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry && decodeURIComponent(entry.slice(name.length + 1));
}

/** The anti-forgery token a state-changing call copies from its cookie (GET /api/session sets it). */
async function xsrfToken(signal?: AbortSignal): Promise<string> {
  if (!readCookie(XSRF_COOKIE)) await fetch('/api/session', { credentials: 'include', signal });
  return readCookie(XSRF_COOKIE) ?? '';
}

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : SHOP_MESSAGES.somethingWentWrong;

async function call<T>(
  method: Method,
  path: string,
  body?: object,
  signal?: AbortSignal,
): Promise<Answer<T>> {
  try {
    const headers: Record<string, string> = {};
    if (body) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers[XSRF_HEADER] = await xsrfToken(signal);
    const response = await fetch(`${SHOP_API}${path}`, {
      method,
      credentials: 'include',
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal,
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (response.ok) return { ok: true, status: response.status, body: json as T };
    return { ok: false, status: response.status, message: messageOf(json), body: json };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, message: SHOP_MESSAGES.somethingWentWrong };
  }
}

const id = (value: number | string) => encodeURIComponent(String(value));

export const shopApi = {
  session: (signal?: AbortSignal) => call<SessionAnswer>('GET', '/session', undefined, signal),
  login: (request: LoginRequest) => call<LoginAnswer>('POST', '/login', request),
  logout: () => call<undefined>('POST', '/logout'),
  reset: () => call<undefined>('POST', '/reset'),
  products: (query: string, signal?: AbortSignal) =>
    call<ProductsAnswer>('GET', `/products${query}`, undefined, signal),
  product: (productId: string, signal?: AbortSignal) =>
    call<ApiProduct>('GET', `/products/${id(productId)}`, undefined, signal),
  cart: (signal?: AbortSignal) => call<Cart>('GET', '/cart', undefined, signal),
  addToCart: (request: AddToCartRequest) => call<Cart>('POST', '/cart/items', request),
  setQuantity: (productId: number, quantity: number | string) =>
    call<Cart>('PUT', `/cart/items/${id(productId)}`, { quantity }),
  removeFromCart: (productId: number) => call<Cart>('DELETE', `/cart/items/${id(productId)}`),
  checkout: (signal?: AbortSignal) => call<CheckoutState>('GET', '/checkout', undefined, signal),
  saveDetails: (details: CheckoutDetails) => call<CheckoutTotals>('PUT', '/checkout', details),
  applyDiscount: (code: string) => call<CheckoutState>('PUT', '/checkout/discount', { code }),
  removeDiscount: () => call<CheckoutState>('DELETE', '/checkout/discount'),
  placeOrder: () => call<Order>('POST', '/orders'),
  orders: (signal?: AbortSignal) => call<OrdersAnswer>('GET', '/orders', undefined, signal),
  order: (number: string, signal?: AbortSignal) =>
    call<Order>('GET', `/orders/${id(number)}`, undefined, signal),
};

/** The invoice's address: a plain link, so the browser downloads the PDF itself. */
export const invoiceUrl = (number: string) => `${SHOP_API}/orders/${id(number)}/invoice`;
