// Textarea: type several lines (newlines included) and check a live character counter.
import { $, browser, expect } from '@wdio/globals';

describe('Textarea', () => {
  it('types multiple lines and counts the characters', async () => {
    await browser.url('/textareaMultiline');
    const textarea = $('aria/Your text');
    const counter = $('p*=Characters:');
    await expect(counter).toHaveText('Characters: 0');

    // "\n" in setValue is typed as Enter: a line break, one character.
    await textarea.setValue('first line\nsecond line');
    await expect(textarea).toHaveValue('first line\nsecond line');
    await expect(counter).toHaveText('Characters: 22');

    // The caret stays at the end: browser.keys presses Enter there, addValue types on.
    await browser.keys('Enter');
    await textarea.addValue('third');
    await expect(textarea).toHaveValue('first line\nsecond line\nthird');
    await expect(counter).toHaveText('Characters: 28');
  });
});
