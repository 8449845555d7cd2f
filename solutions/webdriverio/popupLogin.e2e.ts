// Popup Login: a pop-up is one more window handle: switchWindow to it, sign in, switch back. This spec runs over classic WebDriver ('wdio:enforceWebDriverClassic'): over BiDi, commands in the pop-up hang (webdriverio #13442, #13766), so a plain execute stands in for an init script.
import { $, browser, expect } from '@wdio/globals';
import { chromeCapabilities } from './support/chrome.ts';

const POPUP_TITLE = 'Practice ID Sign-in | Automation Playground';
const status = () => $('[role="status"]');

/** Opens the pop-up and switches to it; returns the first window's handle. */
async function openSignIn() {
  const first = await browser.getWindowHandle();
  await $('button=Sign in with Practice ID').click();
  await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2, {
    timeoutMsg: 'the pop-up did not open',
  });
  // switchWindow matches a title (or URL) among the open windows and focuses that one.
  await browser.switchWindow(POPUP_TITLE);
  await expect(browser).toHaveTitle(POPUP_TITLE);
  return first;
}

describe('Popup Login', () => {
  before(async () => {
    await browser.reloadSession({
      ...chromeCapabilities(),
      'wdio:enforceWebDriverClassic': true,
    });
  });

  it('signs in through the pop-up window', async () => {
    await browser.url('/popupLogin');
    await expect(status()).toHaveText('Not signed in.');
    const first = await openSignIn();

    await $('aria/Practice ID').setValue('PX-2048');
    await $('aria/Passcode').setValue('Window-42');
    await $('button=Sign in').click();
    // The pop-up closes itself after posting its result; commands fail until we switch back.
    await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 1, {
      timeoutMsg: 'the pop-up did not close',
    });
    await browser.switchToWindow(first);
    await expect(status()).toHaveText('Signed in as Practice Learner (PX-2048).');
    await expect($('button=Sign out')).toBeDisplayed();
  });

  it('closing the pop-up before signing in is noticed', async () => {
    await browser.url('/popupLogin');
    const first = await openSignIn();
    await browser.switchToWindow(first);
    await expect(status()).toHaveText('Waiting for the sign-in window…');

    await browser.switchWindow(POPUP_TITLE);
    await browser.closeWindow();
    await browser.switchToWindow(first);
    await expect(status()).toHaveText('The sign-in window was closed before signing in.');
  });

  it('a blocked pop-up is reported', async () => {
    await browser.url('/popupLogin');
    await expect(status()).toHaveText('Not signed in.');
    // The page calls window.open at the click: make it return null, as under a pop-up blocker.
    await browser.execute(() => {
      window.open = () => null;
    });
    await $('button=Sign in with Practice ID').click();
    await expect(status()).toHaveText(
      'The sign-in window was blocked. Allow pop-ups for this site and try again.',
    );
  });
});
