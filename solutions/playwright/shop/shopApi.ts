// Practice Shop: an API client with the login's Bearer token, to arrange a test's data (a filled cart, an order) without the UI.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { product, type Details, type DiscountCode, type Line, type ProductName } from './rules';

export const API = '/api/shop';

export interface CartAnswer {
  lines: { productId: number; name: string; price: number; quantity: number; total: number }[];
  count: number;
  subtotal: number;
}

export interface OrderAnswer {
  number: string;
  /** ISO 8601. */
  placedAt: string;
  items: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The shop's API as one logged-in user. It sends its requests through the browser context's
 * request client, so they carry that context's `shopper` cookie: the cart it fills is the cart the
 * page shows.
 */
export class ShopApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** Logs `username` in; the context's cookies then hold the login for its pages too. */
  static async login(request: APIRequestContext, username: string, password: string) {
    // The first shop answer sets the `shopper` cookie and the anti-forgery cookie that login needs.
    await request.get(`${API}/session`);
    const { cookies } = await request.storageState();
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const answer = await request.post(`${API}/login`, {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: { username, password },
    });
    await expectOk(answer);
    const { token } = (await answer.json()) as { token: string };
    return new ShopApi(request, token);
  }

  /** Any call with this login's token, for tests of the API itself: the answer as it came. */
  send(method: Method, path: string, data?: unknown): Promise<APIResponse> {
    return this.request.fetch(`${API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}` },
      data,
    });
  }

  async addToCart(name: ProductName, quantity = 1): Promise<CartAnswer> {
    return this.ok(
      await this.send('POST', '/cart/items', { productId: product(name).id, quantity }),
    );
  }

  /** Adds each line, in order. */
  async fillCart(lines: readonly Line[]): Promise<void> {
    for (const { name, quantity } of lines) await this.addToCart(name, quantity);
  }

  async cart(): Promise<CartAnswer> {
    return this.ok(await this.send('GET', '/cart'));
  }

  async saveDetails(details: Details, discountCode?: DiscountCode): Promise<void> {
    await this.ok(await this.send('PUT', '/checkout', { ...details, discountCode }));
  }

  async placeOrder(): Promise<OrderAnswer> {
    return this.ok(await this.send('POST', '/orders'));
  }

  /** A filled cart and saved details, then the order. */
  async order(lines: readonly Line[], details: Details): Promise<OrderAnswer> {
    await this.fillCart(lines);
    await this.saveDetails(details);
    return this.placeOrder();
  }

  private async ok<T>(answer: APIResponse): Promise<T> {
    await expectOk(answer);
    return (await answer.json()) as T;
  }
}

async function expectOk(answer: APIResponse) {
  expect(answer.ok(), `${answer.url()} answered ${answer.status()} ${await answer.text()}`).toBe(
    true,
  );
}

/** The messages the site's practice inbox holds for an address, newest first. */
export async function readInbox(request: APIRequestContext, address: string) {
  const answer = await request.get(`/api/inbox/${encodeURIComponent(address)}`);
  await expectOk(answer);
  return ((await answer.json()) as { messages: { subject: string; text: string }[] }).messages;
}
