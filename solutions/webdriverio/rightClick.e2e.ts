// Right Click: send a context-menu click with the right mouse button.
import { $, browser, expect } from '@wdio/globals';

describe('Right Click', () => {
  it('a right click changes the button for good', async () => {
    await browser.url('/rightClick');
    const button = $('button=Right click here');
    // A left click does nothing here.
    await button.click();
    await expect(button).toBeDisplayed();

    await button.click({ button: 'right' });
    await expect($('button=The button was right clicked')).toBeDisplayed();
  });
});
