// Similar pages: one test, two near-identical versions; locate by accessible name and text, not by test ids.
import { $, browser, expect } from '@wdio/globals';

describe('Similar pages', () => {
  // The same steps must pass on both versions: only name and text selectors survive the differences.
  for (const path of ['/similarPages', '/similarPages/secondVersion']) {
    it(`${path}: searching by author shows the book`, async () => {
      await browser.url(path);
      await $("aria/Author's name").setValue('Jane Austen');
      await $('button=Search').click();
      await expect($('[role="status"]')).toHaveText('A book by Jane Austen was found!');
    });
  }

  it('the second version shows a tooltip on the instruction when hovered', async () => {
    await browser.url('/similarPages');
    await $('nav[aria-label="Versions"]').$('a=Second version').click();
    await expect(browser).toHaveUrl(/\/similarPages\/secondVersion$/);
    await $('span=Search for a book by the name of its author.').moveTo();
    await expect($('[role="tooltip"]')).toHaveText('Enter the name into the field!');
  });
});
