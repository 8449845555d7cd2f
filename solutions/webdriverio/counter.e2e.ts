// Counter: find controls by their accessible name and let expect-webdriverio wait for the live value.
import { $, browser, expect } from '@wdio/globals';

describe('Counter', () => {
  it('increments and decrements the count, below zero too', async () => {
    await browser.url('/counter');
    // aria/ selectors find an element by its accessible name, as a screen reader would.
    const count = $('aria/Count');
    await expect(count).toHaveText('0');

    await $('aria/Increment').click();
    await $('aria/Increment').click();
    await expect(count).toHaveText('2');

    for (let i = 0; i < 3; i++) await $('aria/Decrement').click();
    await expect(count).toHaveText('-1');
  });
});
