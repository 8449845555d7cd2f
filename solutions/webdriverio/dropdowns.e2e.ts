// Dropdowns: drive Bootstrap menus (click to open, pick an item) and native <select> elements.
import { $, browser, expect } from '@wdio/globals';
import { Key } from 'webdriverio';

// The side list shows each control's current selection as "<control>: <value>".
const mirrorOf = (control: string) =>
  $('ul[aria-labelledby=selection-heading]').$(`li*=${control}:`);

describe('Dropdowns', () => {
  it('every control updates the current selection', async () => {
    await browser.url('/dropdowns');

    // A Bootstrap dropdown is buttons, not a <select>: open the menu, then click an item.
    await $('button=Dropdown button').click();
    await $('button=Another action').click();
    await expect(mirrorOf('Simple dropdown')).toHaveText('Simple dropdown: Another action');

    // A split button: the main part acts at once, the toggle opens the menu.
    await $('button=Split action').click();
    await expect(mirrorOf('Split dropdown')).toHaveText('Split dropdown: Split action');
    await $('aria/More options').click();
    await $('button=Option C').click();
    await expect(mirrorOf('Split dropdown')).toHaveText('Split dropdown: Option C');

    // Native selects: selectByVisibleText picks the option whose text matches.
    await $('#simple-select').selectByVisibleText('Blue');
    await expect(mirrorOf('Simple select')).toHaveText('Simple select: Blue');
    await $('#single-list').selectByVisibleText('Saab');
    await expect(mirrorOf('Single-list select')).toHaveText('Single-list select: Saab');

    // A second option joins a multiple select when Ctrl is held during its click.
    const multiple = $('#multiple-list');
    await multiple.selectByVisibleText('Python');
    await browser.action('key').down(Key.Ctrl).perform(true);
    await multiple.$('option=C#').click();
    await browser.action('key').up(Key.Ctrl).perform();
    await expect(mirrorOf('Multiple-list select')).toHaveText('Multiple-list select: Python, C#');
  });
});
