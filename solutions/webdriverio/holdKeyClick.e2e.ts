// Hold Key Click: click with a modifier key held (key actions around a click) and time a press with a fake clock.
import { $, browser, expect } from '@wdio/globals';
import { Key } from 'webdriverio';

const button = () => $('button=Click Me');
const status = () => $('[role=status]');

describe('Hold Key Click', () => {
  it('Ctrl+click is a button click, a plain click asks for Ctrl/Command', async () => {
    await browser.url('/holdKeyClick');
    // perform(true) skips the release, so Ctrl stays down during the click.
    await browser.action('key').down(Key.Ctrl).perform(true);
    await button().click();
    await browser.action('key').up(Key.Ctrl).perform();
    await expect(status()).toHaveText('Button clicked');

    await button().click();
    await expect(status()).toHaveText('Please hold Ctrl/Command');
  });

  it('Ctrl held with the mouse down for 1.2 s is a long click', async () => {
    // Fake the page's clock, so that the press can last 1.2 s without the test waiting for it.
    const clock = await browser.emulate('clock');
    await browser.url('/holdKeyClick');
    await expect(button()).toBeClickable();

    await browser.action('key').down(Key.Ctrl).perform(true);
    await browser
      .action('pointer')
      .move({ origin: await button() })
      .down()
      .perform(true);
    await clock.tick(1200);
    await browser.action('pointer').up().perform();
    await browser.action('key').up(Key.Ctrl).perform();

    await expect(status()).toHaveText('Long click performed');
    await clock.restore();
  });
});
