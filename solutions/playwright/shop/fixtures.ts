// Practice Shop: fixtures (test.extend): the data-test hooks as test ids, a logged-in page per user and an API client with its token.
import { test as base, type Page } from '@playwright/test';
import { ShopApi } from './shopApi';
import { PASSWORD } from './rules';

interface ShopFixtures {
  /** Who `loggedInPage` and `api` log in as; `test.use({ user: 'problem_user' })` plays another persona. */
  user: string;
  /** The shop's API as `user`, in this test's own browser context (a fresh shopper). */
  api: ShopApi;
  /** This test's page, already logged in as `user` (through the API: the UI login is TC01's job). */
  loggedInPage: Page;
  /** Logs another user in, in this same browser context (one browser, two people). */
  loginAs: (user: string) => Promise<ShopApi>;
}

export const test = base.extend<ShopFixtures>({
  // The shop marks its elements with data-test="…", the hooks its team agreed to keep stable.
  testIdAttribute: 'data-test',
  // A step that cannot act within 5 s fails there, not at the test's 30 s limit.
  actionTimeout: 5_000,
  user: ['standard_user', { option: true }],
  loginAs: async ({ page }, use) => {
    await use((user) => ShopApi.login(page.request, user, PASSWORD));
  },
  api: async ({ loginAs, user }, use) => {
    await use(await loginAs(user));
  },
  // Asking for `api` logs the context in: its login cookie is the page's login too.
  loggedInPage: async ({ page, api: _loggedIn }, use) => {
    await use(page);
  },
});

export { expect } from '@playwright/test';
