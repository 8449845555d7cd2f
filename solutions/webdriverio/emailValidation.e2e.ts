// Two-factor flow: send a code, read it in the practice inbox in a second tab, type it back.
import { $, browser, expect } from '@wdio/globals';

describe('Two-factor flow', () => {
  it('verifies an address with the code from the inbox', async () => {
    // A fresh address each run: every address has its own inbox and its own send limit.
    const address = `learner-${Date.now()}@example.com`;
    await browser.url('/emailValidation');
    await $('aria/Email address').setValue(address);
    await $('button=Send e-mail').click();
    await expect($('[role=alert]')).toHaveText(
      `A 6-digit code was sent to ${address}. It expires in 10 minutes.`,
    );

    // The inbox link opens in a new tab, like a mail client next to the site.
    const site = await browser.getWindowHandle();
    await $('a=practice inbox').click();
    await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2);
    // switchWindow finds the tab by (part of) its URL or title.
    await browser.switchWindow('/emailValidation/inbox');
    await expect($('#inbox-heading')).toHaveText(`Inbox of ${address}`);
    const newest = $('ol[aria-label="Messages, newest first"] > li');
    await expect(newest).toHaveText(expect.stringContaining('Your verification code'));
    // The code is the only six-digit number in the message.
    const code = /\b\d{6}\b/.exec(await newest.$('p').getText())![0];
    await browser.closeWindow();
    await browser.switchToWindow(site);

    await $('aria/Validation Code').setValue(code);
    await $('button=Verify').click();
    // The send status stays on the page: pick the verify status out by its text.
    const verified = 'The code is valid: your e-mail address is verified.';
    await expect($(`//*[@role="alert"][normalize-space()="${verified}"]`)).toBeDisplayed();
  });
});
