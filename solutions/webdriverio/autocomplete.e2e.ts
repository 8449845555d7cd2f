// Autocomplete: wait for a debounced suggestion list, then pick from a combobox by keyboard and by mouse.
import { $, $$, browser, expect } from '@wdio/globals';

const country = () => $('input[role="combobox"]');
const status = () => $('[role="status"]');

describe('Autocomplete', () => {
  beforeEach(async () => {
    await browser.url('/autocomplete');
  });

  it('picks Germany with Arrow Down and Enter, then submits it', async () => {
    // setValue types key by key: the list appears 300 ms after the last keystroke.
    await country().setValue('ger');
    const options = $$('[role="listbox"] [role="option"]');
    await expect(options).toBeElementsArrayOfSize(4);
    const names = await options.map((option) => option.getText());
    expect(names).toEqual(['Germany', 'Algeria', 'Niger', 'Nigeria']);

    await browser.keys('ArrowDown');
    await expect($('[role="option"][aria-selected="true"]')).toHaveText('Germany');
    await browser.keys('Enter');
    await expect(country()).toHaveValue('Germany');

    await $('button=Submit').click();
    await expect(status()).toHaveText('You selected: Germany');
  });

  it('picks a suggestion with the mouse; accents do not matter', async () => {
    await country().setValue('turk');
    await $('[role="option"]=Türkiye').click();
    await expect(country()).toHaveValue('Türkiye');
    await expect($('[role="listbox"]')).not.toBeDisplayed();
  });

  it('refuses text that is not one of the countries', async () => {
    await country().setValue('Atlantis');
    await $('button=Submit').click();
    await expect(status()).toHaveText('Choose a country from the suggestions.');
  });
});
