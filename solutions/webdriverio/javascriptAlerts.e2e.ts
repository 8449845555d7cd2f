// JavaScript Alerts: browser.on('dialog') (WebDriver BiDi) sees each dialog's type and message, then accepts or dismisses it.
import { $, browser, expect } from '@wdio/globals';

/** Opens the dialog with the button, answers it with `answer`, and returns what the dialog said. */
async function answerDialog(button: string, answer: (dialog: WebdriverIO.Dialog) => Promise<void>) {
  const seen: { type: string; message: string }[] = [];
  // Listen before the click: the dialog blocks the page until it is answered.
  browser.once('dialog', async (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    await answer(dialog);
  });
  await $(`button=${button}`).click();
  await expect($('[role="status"]')).not.toHaveText('');
  return seen;
}

describe('JavaScript Alerts', () => {
  beforeEach(() => browser.url('/javascriptAlerts'));

  it('closing the alert is reported', async () => {
    const seen = await answerDialog('Open alert', (dialog) => dialog.accept());
    expect(seen).toEqual([{ type: 'alert', message: 'This is a JavaScript alert.' }]);
    await expect($('[role="status"]')).toHaveText('You closed the alert.');
  });

  it('cancelling the confirm is reported', async () => {
    const seen = await answerDialog('Open confirm', (dialog) => dialog.dismiss());
    expect(seen).toEqual([{ type: 'confirm', message: 'Do you want to continue?' }]);
    await expect($('[role="status"]')).toHaveText('You chose Cancel.');
  });

  it('text typed into the prompt is echoed', async () => {
    const seen = await answerDialog('Open prompt', (dialog) => dialog.accept('hello'));
    expect(seen).toEqual([{ type: 'prompt', message: 'Type some text:' }]);
    await expect($('[role="status"]')).toHaveText('You typed: hello');
  });
});
