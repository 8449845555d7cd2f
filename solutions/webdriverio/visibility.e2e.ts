// Visibility: what WebdriverIO's isDisplayed (checkVisibility) reports for each way of hiding, and what it can click.
import { $, browser, expect } from '@wdio/globals';

const button = (id: string) => $(`#${id}`);

describe('Visibility', () => {
  it('each hiding technique, as WebdriverIO sees it', async () => {
    await browser.url('/visibility');
    await $('aria/Hide').click();

    await expect(button('removedButton')).not.toBeExisting();
    // isDisplayed asks the browser's checkVisibility() with opacity and visibility checks on:
    // display, visibility and zero opacity count as hidden.
    for (const hidden of ['displayNoneButton', 'visibilityHiddenButton', 'opacityButton']) {
      await expect(button(hidden)).not.toBeDisplayed();
    }
    // It ignores size, position and what lies on top; the size, viewport and clickable checks do not.
    await expect(button('zeroSizeButton')).toBeDisplayed();
    await expect(button('zeroSizeButton')).toHaveSize({ width: 0, height: 0 });
    await expect(button('offscreenButton')).toBeDisplayed();
    await expect(button('offscreenButton')).not.toBeDisplayedInViewport();
    await expect(button('coveredButton')).toBeDisplayed();
    await expect(button('coveredButton')).not.toBeClickable();

    // A transparent button still takes a real click.
    await button('opacityButton').click();
    await expect($('[role="status"]')).toHaveText('Opacity 0 button clicked.');
    // The real pointer lands on the cover, so the browser refuses the click.
    await expect(button('coveredButton').click()).rejects.toThrow(/intercepted/);
    await expect($('[role="status"]')).toHaveText('Opacity 0 button clicked.');
  });
});
