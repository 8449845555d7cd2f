// Notification Messages: assert a random outcome against its allowed set, and pin it with ?seed=.
import { $, browser, expect } from '@wdio/globals';

const MESSAGES = [
  'The action succeeded.',
  'The action failed. Please try again.',
  'The action is still in progress.',
];

const notification = () => $('[role="alert"]');

async function showMessage(): Promise<string> {
  await $('a=Show a new message').click();
  await expect(notification()).toBeDisplayed();
  // The alert's text also holds its "×" close button: keep the message only.
  return (await notification().getText()).replace('×', '').trim();
}

describe('Notification Messages', () => {
  it('each message is one of the three', async () => {
    await browser.url('/notificationMessages');
    for (let i = 0; i < 3; i++) expect(MESSAGES).toContain(await showMessage());
    await $('aria/Close message').click();
    await expect(notification()).not.toBeDisplayed();
  });

  it('the same seed gives the same sequence', async () => {
    const runs: string[][] = [];
    for (let run = 0; run < 2; run++) {
      await browser.url('/notificationMessages?seed=7');
      runs.push([await showMessage(), await showMessage(), await showMessage()]);
    }
    expect(runs[1]).toEqual(runs[0]);
  });
});
