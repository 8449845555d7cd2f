// Button click: click a button found by its text and check the content it reveals.
import { $, browser, expect } from '@wdio/globals';

const REVEALED = "Congratulations! You've successfully revealed the hidden content.";

describe('Button click', () => {
  it('reveals the hidden content', async () => {
    await browser.url('/buttonClick');
    // Not in the page at all before the click.
    await expect($(`*=${REVEALED}`)).not.toExist();
    await $('button=Click me').click();
    await expect($('[role="status"]')).toHaveText(REVEALED);
  });
});
