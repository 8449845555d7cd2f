// Advanced Dropdowns: comboboxes by caption, a search box, a delayed list, existing vs displayed options.
import { $, browser, expect } from '@wdio/globals';

// Each dropdown sits in a section whose heading is its caption: scope every lookup to it.
const section = (caption: string) => $(`//section[h2[normalize-space()="${caption}"]]`);
const combobox = (caption: string) => section(caption).$('[role="combobox"]');
const valueLine = (caption: string) => section(caption).$('[role="status"]');

describe('Advanced Dropdowns', () => {
  beforeEach(async () => {
    await browser.url('/advancedDropdowns');
  });

  it('picks JQueryOption3 in the Select2 dropdown', async () => {
    await combobox('JQuery Select2').click();
    // The search box has the focus: typing filters the options.
    await browser.keys('option3');
    await section('JQuery Select2').$('li=JQueryOption3').click();
    await expect(valueLine('JQuery Select2')).toHaveText('Value selected: JQueryOption3');
  });

  it('waits for the Delayed Dropdown to load its options', async () => {
    await combobox('Delayed Dropdown').click();
    const loading = $('div=Loading...');
    await expect(loading).toBeDisplayed();
    // Matchers retry: "Loading..." lasts 2 s, within the 7 s waitforTimeout.
    await expect(loading).not.toBeDisplayed();
    const options = section('Delayed Dropdown').$$('[role="option"]');
    await expect(options).toBeElementsArrayOfSize(4);
    const texts = await options.map((option) => option.getText());
    expect(texts).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4']);
    await section('Delayed Dropdown').$('li=Option 2').click();
    await expect(valueLine('Delayed Dropdown')).toHaveText('Value selected: Option 2');
  });

  it('keeps the closed Animated Dropdown options in the DOM but not displayed', async () => {
    const firstOption = section('Animated Dropdown').$('li=Option 1');
    await expect(combobox('Animated Dropdown')).toBeDisplayed();
    await expect(firstOption).toExist();
    await expect(firstOption).not.toBeDisplayed();
    await combobox('Animated Dropdown').click();
    await expect(firstOption).toBeDisplayed();
    await browser.keys('Escape');
    await expect(firstOption).not.toBeDisplayed();
  });
});
