// SVG elements: locate SVG images by their <title> (their accessible name) and read SVG <text>.
import { $, browser, expect } from '@wdio/globals';

// SVG tags live in another namespace: XPath needs local-name() to match them.
const image = (title: string) =>
  $(`//*[local-name()="svg"][@role="img"][*[local-name()="title"]="${title}"]`);
const iconButton = (title: string) => $(`//button[.//*[local-name()="title"]="${title}"]`);

describe('SVG elements', () => {
  it('closes the tab, then switches the text with the arrows', async () => {
    await browser.url('/svgElements');
    // An <svg role="img"> is named by its <title>, as a screen reader hears it.
    await expect(image('Hello World!')).toBeDisplayed();
    await expect(image('Hello World!')).toHaveComputedLabel('Hello World!');
    // The text drawn is an SVG <text> element: CSS reaches it by its tag, no namespace trick.
    const drawnText = $('svg text');
    await expect(drawnText).toHaveText('Hello World!');

    // The icon-only button takes its name from the SVG inside it.
    await expect(iconButton('Close')).toHaveComputedLabel('Close');
    await iconButton('Close').click();
    await expect(image('Automation Playground logo')).toBeDisplayed();
    await expect(drawnText).toHaveText('#1 Automation Tool');

    await iconButton('Right arrow').click();
    await expect(drawnText).toHaveText('Automation Playground');
    await iconButton('Left arrow').click();
    await expect(drawnText).toHaveText('#1 Automation Tool');
  });
});
