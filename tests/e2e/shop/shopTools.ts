// What the shop's e2e spec does through the API (arranging a cart or details where the UI is not
// the point) and the few locators every test uses.
import type { APIResponse, Page } from '@playwright/test';
import { SHORT_DELAYS } from '../../../scripts/test/shortDelays.mjs';
import { SHOP_API, type CheckoutRequest } from '../../../src/shared/shop/api';
import { SHOP_PASSWORD, type ShopUser } from '../../../src/shared/shop/users';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../src/shared/xsrf';
import { expect } from '../fixtures';

/** A shop setting as the e2e server runs it (scripts/test/shortDelays.mjs), else its default. */
export function serverDelayMs(
  name: 'SHOP_SLOW_LOGIN_MS' | 'SHOP_SLOW_PRODUCTS_MS',
  fallback: number,
) {
  const value = (SHORT_DELAYS as Record<string, string | undefined>)[name];
  return value === undefined ? fallback : Number(value);
}

/** The API as this page's browser context calls it: its cookies, and the anti-forgery header. */
export function shopApi(page: Page) {
  const request = page.request;
  const xsrf = async () => {
    const cookies = await page.context().cookies();
    let token = cookies.find((c) => c.name === XSRF_COOKIE)?.value;
    if (!token) {
      await request.get(`${SHOP_API}/session`);
      token = (await page.context().cookies()).find((c) => c.name === XSRF_COOKIE)?.value;
    }
    return { [XSRF_HEADER]: token ?? '' };
  };
  const ok = async (response: Promise<APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), `${answer.url()} answered ${answer.status()}`).toBe(true);
    return answer;
  };
  return {
    /** Logs this context in and answers the token. */
    async logIn(user: ShopUser): Promise<string> {
      const answer = await ok(
        request.post(`${SHOP_API}/login`, {
          data: { username: user, password: SHOP_PASSWORD },
          headers: await xsrf(),
        }),
      );
      return ((await answer.json()) as { token: string }).token;
    },
    async logOut() {
      await ok(request.post(`${SHOP_API}/logout`, { headers: await xsrf() }));
    },
    async add(productId: number, quantity = 1) {
      await ok(
        request.post(`${SHOP_API}/cart/items`, {
          data: { productId, quantity },
          headers: await xsrf(),
        }),
      );
    },
    async saveDetails(details: CheckoutRequest) {
      await ok(request.put(`${SHOP_API}/checkout`, { data: details, headers: await xsrf() }));
    },
    async placeOrder(): Promise<string> {
      const answer = await ok(request.post(`${SHOP_API}/orders`, { headers: await xsrf() }));
      return ((await answer.json()) as { number: string }).number;
    },
  };
}

export const ADA: CheckoutRequest = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.shop@example.com',
  postalCode: 'AB1 2CD',
  shipping: 'standard',
};

/** An element by its agreed hook. */
export const hook = (page: Page, name: string) => page.locator(`[data-test="${name}"]`);

/** The view's own heading (the frame's h1 stays "Practice Shop"). */
export const viewHeading = (page: Page) => page.getByRole('heading', { level: 2 });
