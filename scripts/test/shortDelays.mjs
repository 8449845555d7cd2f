// The server settings under which the browser suites run the pages that wait on purpose: the
// /ajaxData answer and the /loadDelay page come after a second, not 15 s and 5 s (Selenium takes
// the first only: its /loadDelay solution times the 5 s). The spec's values are the defaults,
// checked by server/specDelays.test.ts.
export const SHORT_DELAYS = {
  AJAX_DELAY_SECONDS: '1',
  LOAD_DELAY_MS: '1000',
  SHOP_SLOW_LOGIN_MS: '1000',
  SHOP_SLOW_PRODUCTS_MS: '1000',
};
