// Clipboard: grant the clipboard permissions with setPermissions, copy, paste with the keyboard and read the clipboard.
import { $, browser, expect } from '@wdio/globals';
import { Key } from 'webdriverio';

describe('Clipboard', () => {
  it('pastes a value that matches the copied one', async () => {
    await browser.url('/clipboard');
    // WebDriver's permissions extension: no prompt for the page's clipboard.
    await browser.setPermissions({ name: 'clipboard-read' }, 'granted');
    await browser.setPermissions({ name: 'clipboard-write' }, 'granted');
    const line = $('p*=Value to copy: PG-');
    const value = (await line.getText()).replace('Value to copy: ', '');
    await $('button=Copy').click();
    await expect($('[role="status"]')).toHaveText('Copied to the clipboard.');
    // The page's own clipboard holds the value.
    expect(await browser.execute(() => navigator.clipboard.readText())).toBe(value);

    await $('//input[@id=//label[normalize-space()="Paste here"]/@for]').click();
    // Key.Ctrl is Cmd on macOS and Control elsewhere.
    await browser.keys([Key.Ctrl, 'v']);
    await $('button=Check').click();
    await expect($('[role="status"]')).toHaveText('Match: the pasted text equals the value.');
  });
});
