// Hovers: content shown only on hover; moveTo the element first, then act on what appears.
import { $, browser, expect } from '@wdio/globals';

describe('Hovers', () => {
  it('the second caption appears on hover and its link opens the profile', async () => {
    await browser.url('/hovers');
    const second = $('aria/User 2');
    // Wait for the avatar first, so "not displayed" below means hidden and not yet drawn.
    const avatar = second.$('aria/User avatar 2');
    await expect(avatar).toBeDisplayed();
    const caption = $('p=User name: user2');
    await expect(caption).not.toBeDisplayed();

    await avatar.moveTo();
    await expect(caption).toBeDisplayed();
    await second.$('a=Open profile').click();
    await expect(browser).toHaveUrl(expect.stringMatching(/\?profile=2$/));
    await expect($('p=Showing the profile of user2.')).toBeDisplayed();
  });
});
