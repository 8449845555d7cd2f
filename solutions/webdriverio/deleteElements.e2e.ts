// Delete elements: add items to a list, delete them by their buttons' accessible names, check what is left.
import { $, $$, browser, expect } from '@wdio/globals';

const itemTexts = async (count: number) => {
  const items = $$('ol[aria-label="Elements"] li');
  await expect(items).toBeElementsArrayOfSize(count);
  return items.map((item) => item.getText());
};

describe('Delete elements', () => {
  it('adds an element with Enter and deletes elements by name', async () => {
    await browser.url('/deleteElements');
    expect(await itemTexts(3)).toEqual(['Element 1', 'Element 2', 'Element 3']);

    // The form has no button: Enter submits it.
    await $('//input[@id=//label[normalize-space()="New element"]/@for]').setValue('Milk');
    await browser.keys('Enter');
    expect(await itemTexts(4)).toEqual(['Element 1', 'Element 2', 'Element 3', 'Milk']);

    // Each close button is an icon; its aria-label names the element it deletes.
    await $('aria/Delete Element 2').click();
    expect(await itemTexts(3)).toEqual(['Element 1', 'Element 3', 'Milk']);

    for (const name of ['Element 1', 'Element 3', 'Milk']) await $(`aria/Delete ${name}`).click();
    await expect($('[role="status"]')).toHaveText(
      'No elements to display. Add some using the input above.',
    );
  });
});
