// Mouse Hover: moveTo the element to reveal content, and move the pointer away to hide it.
import { $, browser, expect } from '@wdio/globals';

describe('Mouse Hover', () => {
  it('hovering shows the text and moving away hides it', async () => {
    await browser.url('/mouseHover');
    const text = $('p=This text is now visible!');
    const button = $('button=Hover here');
    await expect(button).toBeDisplayed();
    await expect(text).not.toBeDisplayed();

    await button.moveTo();
    await expect(text).toBeDisplayed();

    // Move the pointer to the page's top-left corner, away from the button.
    await browser.action('pointer').move({ x: 0, y: 0 }).perform();
    await expect(text).not.toBeDisplayed();
  });
});
