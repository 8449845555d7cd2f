// Text Input: only real key events count, so type into the field instead of setting its value.
import { $, browser, expect } from '@wdio/globals';

const INITIAL_NAME = 'Button that takes the typed name';

describe('Text Input', () => {
  it('typing a name renames the button', async () => {
    await browser.url('/textInput');
    // setValue sends real key events (WebDriver's element send keys), one per character.
    await $('aria/New button name').setValue('Hello');
    await $(`button=${INITIAL_NAME}`).click();
    await expect($('button=Hello')).toBeDisplayed();
    await expect($('[role="status"]')).toHaveText('Button renamed to Hello.');
  });

  it('a value set by a script does not rename it', async () => {
    await browser.url('/textInput');
    await expect($('aria/New button name')).toBeDisplayed();
    // browser.execute runs in the page: the value changes with no key event at all.
    await browser.execute(() => {
      document.querySelector<HTMLInputElement>('#new-button-name')!.value = 'Scripted';
    });
    await $(`button=${INITIAL_NAME}`).click();
    await expect($('[role="status"]')).toHaveText(
      'The text was not typed, so the button keeps its name.',
    );
    await expect($(`button=${INITIAL_NAME}`)).toBeDisplayed();
  });
});
