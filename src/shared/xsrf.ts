/** Double-submit anti-forgery: the page copies this cookie's value into this header on every POST. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
