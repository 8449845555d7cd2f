// Keyboard input: browser.keys sends real key events; read back the key and its code.
import { $, browser, expect } from '@wdio/globals';

describe('Key Presses', () => {
  it('the page names each key pressed', async () => {
    await browser.url('/keyPresses');
    await $('aria/Key target').click();
    const pressed = $('p*=You pressed: ');

    await browser.keys('Enter');
    await expect(pressed).toHaveText('You pressed: Enter');

    await browser.keys('a');
    await expect(pressed).toHaveText('You pressed: a');
    await expect($('p*=Key code: ')).toHaveText('Key code: KeyA');

    // A modifier pressed alone is a key press too.
    await browser.keys('Shift');
    await expect(pressed).toHaveText('You pressed: Shift');
  });
});
