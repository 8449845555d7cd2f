// Exit intent: fire the `mouseout` of a pointer leaving through the top edge. WebDriver cannot move the pointer outside the viewport ("move target out of bounds"), so a script dispatches the event the browser would.
import { $, browser, expect } from '@wdio/globals';

const modal = () => $('[role=dialog]');
const status = () => $('[role=status]');

// A mouseout with no related target (the pointer left the document) at the given height.
const leaveAt = (clientY: number) =>
  browser.execute((y) => {
    const init = { bubbles: true, clientX: 640, clientY: y, relatedTarget: null };
    document.documentElement.dispatchEvent(new MouseEvent('mouseout', init));
  }, clientY);

describe('Exit intent', () => {
  beforeEach(async () => {
    await browser.url('/exitIntent');
    // Wait for the page to render before firing the event: its listener is attached by then.
    await expect(status()).toHaveText('Exit-intent modal shown: 0 times');
  });

  it('leaving through the top opens the exit-intent modal', async () => {
    // The real pointer can go as far as the top edge; the last step out is the script's.
    await browser.action('pointer').move({ origin: 'viewport', x: 640, y: 0 }).perform();
    await leaveAt(0);

    await expect(modal()).toBeDisplayed();
    await expect(modal().$('h2')).toHaveText('Leaving so soon?');
    await expect(status()).toHaveText('Exit-intent modal shown: 1 times');
    await modal().$('button=Close').click();
    await expect(modal()).not.toExist();
  });

  it('leaving through the bottom does nothing', async () => {
    await leaveAt(await browser.execute(() => window.innerHeight));
    // Had that exit opened the modal, its backdrop would now block this button.
    await $('button=Open the modal without the mouse').click();
    await expect(modal()).toBeDisplayed();
    await expect(status()).toHaveText('Exit-intent modal shown: 1 times');
  });
});
