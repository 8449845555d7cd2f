// A browser-like caller of the shop API for the tests (app.inject): it keeps its cookies and
// echoes XSRF-TOKEN in X-XSRF-TOKEN on every call that changes state, as the views do.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SHOP_API } from '../../src/shared/shop/api.js';
import { SHOP_PASSWORD } from '../../src/shared/shop/users.js';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/shared/xsrf.js';

type Payload = InjectOptions['payload'];
export interface CallOptions {
  /** Echo the anti-forgery cookie (default true). */
  xsrf?: boolean;
  headers?: Record<string, string>;
}

export function shopBrowser(app: FastifyInstance, ip = '127.0.0.1') {
  const jar = new Map<string, string>();
  async function call(
    method: InjectOptions['method'],
    path: string,
    payload?: Payload,
    { xsrf = true, headers = {} }: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const sent: Record<string, string> = { ...headers };
    if (cookie) sent.cookie = cookie;
    const token = jar.get(XSRF_COOKIE);
    if (xsrf && token && method !== 'GET') sent[XSRF_HEADER.toLowerCase()] = token;
    const res = await app.inject({
      method,
      url: `${SHOP_API}${path}`,
      remoteAddress: ip,
      headers: sent,
      ...(payload !== undefined && { payload }),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }
  const browser = {
    jar,
    get: (path: string, options?: CallOptions) => call('GET', path, undefined, options),
    post: (path: string, payload?: Payload, options?: CallOptions) =>
      call('POST', path, payload, options),
    put: (path: string, payload?: Payload, options?: CallOptions) =>
      call('PUT', path, payload, options),
    del: (path: string, options?: CallOptions) => call('DELETE', path, undefined, options),
    /** GET /session, which gives a new browser its shopper and XSRF-TOKEN cookies. */
    start: () => call('GET', '/session'),
    /** Logs in (after GET /session when the browser has no anti-forgery cookie yet). */
    async login(username: string, password = SHOP_PASSWORD) {
      if (!jar.has(XSRF_COOKIE)) await browser.start();
      return call('POST', '/login', { username, password });
    },
    /** A cart of these lines (product id, quantity). */
    async fill(lines: [number, number][]) {
      for (const [productId, quantity] of lines) {
        const res = await call('POST', '/cart/items', { productId, quantity });
        if (res.statusCode !== 200) throw new Error(`adding ${productId}: ${res.body}`);
      }
    },
    /** Saves valid details with this shipping (and code, if any). */
    details(shipping: 'standard' | 'express' = 'standard', more: object = {}) {
      return call('PUT', '/checkout', { ...ADA, shipping, ...more });
    },
  };
  return browser;
}

/** Valid checkout details. */
export const ADA = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  postalCode: 'SW1A 1AA',
};

/** An API client with a token only: no cookie, no anti-forgery header. */
export function bearerClient(app: FastifyInstance, token: string) {
  const call = (method: InjectOptions['method'], path: string, payload?: Payload) =>
    app.inject({
      method,
      url: `${SHOP_API}${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload !== undefined && { payload }),
    });
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, payload?: Payload) => call('POST', path, payload),
    put: (path: string, payload?: Payload) => call('PUT', path, payload),
    del: (path: string) => call('DELETE', path),
  };
}
