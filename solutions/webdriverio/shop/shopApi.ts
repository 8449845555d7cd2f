// Practice Shop: an API client over fetch, with a cookie jar and the login's Bearer token, to arrange a test's data (a filled cart, an order) without the UI.
import {
  PASSWORD,
  product,
  type Details,
  type DiscountCode,
  type Line,
  type ProductName,
} from './rules.ts';

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

/** An answer as it came: its status and its JSON body (null when it has none). */
export interface Answer {
  status: number;
  body: unknown;
}

/** A cookie as the browser holds it, and as `browser.setCookies` takes it. */
export interface ShopCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The cookies of one shopper, kept from the answers' Set-Cookie headers as a browser keeps them. */
class CookieJar {
  private readonly cookies = new Map<string, ShopCookie>();

  constructor(cookies: readonly ShopCookie[]) {
    for (const { name, value, httpOnly } of cookies)
      this.cookies.set(name, { name, value, httpOnly });
  }

  /** Keeps what an answer sets; a cookie set to expire at once is dropped. */
  keep(answer: Response) {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const flags = attributes.map((attribute) => attribute.toLowerCase());
      if (flags.includes('max-age=0') || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { name, value, httpOnly: flags.includes('httponly') });
    }
  }

  get(name: string) {
    return this.cookies.get(name)?.value;
  }

  header() {
    return [...this.cookies.values()].map(({ name, value }) => `${name}=${value}`).join('; ');
  }

  all(): ShopCookie[] {
    return [...this.cookies.values()];
  }
}

/** Sends one request with the jar's cookies and keeps the cookies the answer sets. */
async function request(
  baseUrl: string,
  jar: CookieJar,
  method: Method,
  path: string,
  { data, headers = {} }: { data?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...headers,
      Cookie: jar.header(),
      ...(data === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  jar.keep(answer);
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The body of a 2xx answer; any other answer fails the step with its status and message. */
function ok<T>(method: Method, path: string, { status, body }: Answer): T {
  if (status < 200 || status > 299)
    throw new Error(`${method} ${path} answered ${status} ${JSON.stringify(body)}`);
  return body as T;
}

/**
 * The shop's API as one logged-in user of one shopper. Its cookies (the `shopper` cookie that
 * names the browser, the login's `shop_session`) go to the browser with `cookies()`, so the cart
 * the API fills is the cart the page shows.
 */
export class ShopApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly jar: CookieJar,
    private readonly token: string,
  ) {}

  /**
   * Logs `username` in, as the shopper whose cookies are given (a browser's), or as a new one.
   */
  static async login(
    baseUrl: string,
    username: string,
    {
      password = PASSWORD,
      cookies = [],
    }: { password?: string; cookies?: readonly ShopCookie[] } = {},
  ) {
    const jar = new CookieJar(cookies);
    // The first shop answer sets the `shopper` cookie and the anti-forgery cookie that login needs.
    await request(baseUrl, jar, 'GET', `${API}/session`);
    const path = `${API}/login`;
    const answer = await request(baseUrl, jar, 'POST', path, {
      headers: { 'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '' },
      data: { username, password },
    });
    const { token } = ok<{ token: string }>('POST', path, answer);
    return new ShopApi(baseUrl, jar, token);
  }

  /** The shopper's cookies with the login's, for the browser to take over. */
  cookies(): ShopCookie[] {
    return this.jar.all();
  }

  /** Any call with this login's token, for tests of the API itself: the answer as it came. */
  send(method: Method, path: string, data?: unknown): Promise<Answer> {
    return request(this.baseUrl, this.jar, method, `${API}${path}`, {
      headers: { Authorization: `Bearer ${this.token}` },
      data,
    });
  }

  async addToCart(name: ProductName, quantity = 1): Promise<CartAnswer> {
    return this.ok('POST', '/cart/items', { productId: product(name).id, quantity });
  }

  /** Adds each line, in order. */
  async fillCart(lines: readonly Line[]): Promise<void> {
    for (const { name, quantity } of lines) await this.addToCart(name, quantity);
  }

  async cart(): Promise<CartAnswer> {
    return this.ok('GET', '/cart');
  }

  async saveDetails(details: Details, discountCode?: DiscountCode): Promise<void> {
    await this.ok('PUT', '/checkout', { ...details, discountCode });
  }

  async placeOrder(): Promise<OrderAnswer> {
    return this.ok('POST', '/orders');
  }

  /** A filled cart and saved details, then the order. */
  async order(lines: readonly Line[], details: Details): Promise<OrderAnswer> {
    await this.fillCart(lines);
    await this.saveDetails(details);
    return this.placeOrder();
  }

  private async ok<T>(method: Method, path: string, data?: unknown): Promise<T> {
    return ok<T>(method, path, await this.send(method, path, data));
  }
}

/** An answer of the shop to a caller without a login: its status and JSON body. */
export function anonymousRequest(baseUrl: string, method: Method, path: string) {
  return request(baseUrl, new CookieJar([]), method, path);
}

/** The messages the site's practice inbox holds for an address, newest first. */
export async function readInbox(baseUrl: string, address: string) {
  const path = `/api/inbox/${encodeURIComponent(address)}`;
  const answer = await anonymousRequest(baseUrl, 'GET', path);
  return ok<{ messages: { subject: string; text: string }[] }>('GET', path, answer).messages;
}
