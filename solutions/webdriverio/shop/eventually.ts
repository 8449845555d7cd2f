// Practice Shop: a waiting assertion for what a page object reads (a list, a form's state): ask again until it matches, then assert.
import { browser, expect } from '@wdio/globals';
import { isDeepStrictEqual } from 'node:util';

/**
 * Reads again until the answer equals `expected` (within the config's waitforTimeout), then
 * asserts it: when the page never gets there, the failure shows the last answer read. The way to
 * wait for values that no single element's matcher covers (expect-webdriverio's `toHaveText`
 * waits for one element's text).
 */
export async function expectEventually<T>(read: () => Promise<T>, expected: T) {
  let last = await read();
  if (!isDeepStrictEqual(last, expected)) {
    await browser
      .waitUntil(async () => isDeepStrictEqual((last = await read()), expected))
      .catch(() => undefined); // the assertion below reports the last answer
  }
  expect(last).toEqual(expected);
}
