// Rich-text editors: select text with browser.keys inside a contenteditable, format it, read the HTML.
import { $, browser, expect } from '@wdio/globals';

const editor = () => $('[role="textbox"][aria-label="Editor"]');
const bold = () => $('[role="toolbar"]').$('button=Bold');

describe('Rich-text editors', () => {
  it('Bold wraps the selected word in <b>', async () => {
    await browser.url('/wysiwyg');
    await editor().click();
    // Caret to the start, step over "Write ", then extend the selection over "something".
    // In one browser.keys call, a modifier stays down until the end of the list.
    await browser.keys(['Control', 'Home']);
    await browser.keys(Array<string>('Write '.length).fill('ArrowRight'));
    await browser.keys(['Shift', ...Array<string>('something'.length).fill('ArrowRight')]);
    await bold().click();
    await expect($('[role="region"][aria-labelledby="html-panel"]')).toHaveText(
      '<b>something</b>',
      { containing: true },
    );
    await expect(bold()).toHaveAttribute('aria-pressed', 'true');
  });

  it('replacing the text updates the word count', async () => {
    await browser.url('/wysiwyg');
    await editor().click();
    await browser.keys(['Control', 'a']);
    await browser.keys('one two');
    await expect($('p*=Words:')).toHaveText('Words: 2');
  });
});
