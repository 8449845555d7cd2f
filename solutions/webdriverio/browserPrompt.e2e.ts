// Browser dialogs: answer a window.prompt() with browser.once('dialog') before it opens (WebDriver BiDi).
import { $, browser, expect } from '@wdio/globals';

describe('Browser dialogs', () => {
  it('shows a welcome after the prompt is answered', async () => {
    await browser.url('/browserPrompt');
    // Register the handler first: the prompt blocks the page until it is answered.
    browser.once('dialog', async (dialog) => {
      expect(dialog.type()).toBe('prompt');
      expect(dialog.message()).toBe('Please enter your name:');
      await dialog.accept('Ada');
    });
    await $('button=Click this button...').click();
    await expect($('*=Welcome, Ada')).toBeDisplayed();
  });

  it('shows no welcome after the prompt is cancelled', async () => {
    await browser.url('/browserPrompt');
    browser.once('dialog', (dialog) => dialog.dismiss());
    await $('button=Click this button...').click();
    await expect($('*=Welcome, ')).not.toExist();
  });
});
