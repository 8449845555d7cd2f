// Modal Popup: find each modal by its accessible name, act inside it, and check it closes.
import { $, browser, expect } from '@wdio/globals';

const anyDialog = () => $('[role="dialog"]');

describe('Modal Popup', () => {
  beforeEach(() => browser.url('/modalPopup'));

  it('opens the first modal, moves to the second and closes it', async () => {
    const opener = $('button=Open first modal');
    await opener.click();

    // A modal is a dialog named by its title: scope every search to it.
    const first = $('aria/First modal');
    await expect(first).toBeDisplayed();
    await first.$('button=Open second modal').click();

    // The first modal closes itself as the second opens.
    const second = $('aria/Second modal');
    await expect(second).toBeDisplayed();
    await expect(first).not.toBeExisting();

    await second.$('aria/Close').click();
    await expect(anyDialog()).not.toBeExisting();
    // Focus goes back to the button that opened the modal.
    await expect(opener).toBeFocused();
  });

  it('Escape closes a modal', async () => {
    await $('button=Open first modal').click();
    await expect($('aria/First modal')).toBeDisplayed();
    await browser.keys('Escape');
    await expect(anyDialog()).not.toBeExisting();
  });
});
