// SVG elements: locate SVG images by their <title> (their accessible name) and read SVG <text>.
import { $, browser, expect } from '@wdio/globals';

describe('SVG elements', () => {
  it('closes the tab, then switches the text with the arrows', async () => {
    await browser.url('/svgElements');
    // An <svg role="img"> is named by its <title>, so aria/ finds it like any image.
    await expect($('aria/Hello World!')).toBeDisplayed();
    // The text drawn is an SVG <text> element: CSS reaches it by its tag, no namespace trick.
    const drawnText = $('svg text');
    await expect(drawnText).toHaveText('Hello World!');

    // The icon-only button takes its name from the SVG inside it.
    await $('aria/Close').click();
    await expect($('aria/Automation Playground logo')).toBeDisplayed();
    await expect(drawnText).toHaveText('#1 Automation Tool');

    await $('aria/Right arrow').click();
    await expect(drawnText).toHaveText('Automation Playground');
    await $('aria/Left arrow').click();
    await expect(drawnText).toHaveText('#1 Automation Tool');
  });
});
