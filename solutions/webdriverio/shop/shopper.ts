// Practice Shop: the browser as a shopper: logged in through the API where the login is not the point, the login handed over as cookies.
import { browser } from '@wdio/globals';
import { ShopApi } from './shopApi.ts';

/** The site's address, from the config's baseUrl (BASE_URL). */
export const baseUrl = () => browser.options.baseUrl ?? 'http://localhost:3000';

/**
 * Logs `user` in through the API as this browser's shopper (its `shopper` cookie, or a new one
 * for a fresh browser), then gives the browser the login's cookies: what the API arranges (a
 * cart, details, orders) is what the pages show. The UI login is TC01's job.
 */
export async function logInAs(user = 'standard_user'): Promise<ShopApi> {
  // A browser takes cookies for the address it is at: open a small file of the site first.
  await browser.url('/favicon.svg');
  const api = await ShopApi.login(baseUrl(), user, { cookies: await browser.getCookies() });
  await browser.setCookies(api.cookies().map((cookie) => ({ ...cookie, path: '/' })));
  return api;
}
