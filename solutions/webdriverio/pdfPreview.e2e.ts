// PDF Preview: switch to the tab "Preview PDF" opens, check its address, and fetch the document it shows.
import { $, browser, expect } from '@wdio/globals';
import { chromeCapabilities } from './support/chrome.ts';

describe('PDF Preview', () => {
  before(async () => {
    // The PDF viewer is the full Chromium's, not the headless shell's.
    await browser.reloadSession(chromeCapabilities({ fullBrowser: true }));
  });

  it('"Preview PDF" opens the sample PDF in a new tab', async () => {
    await browser.url('/pdfPreview');
    const firstTab = await browser.getWindowHandle();
    await $('button=Preview PDF').click();
    await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2, {
      timeoutMsg: 'no new tab opened',
    });
    await browser.switchWindow(/\/media\/preview\.pdf$/);
    await expect(browser).toHaveUrl(expect.stringMatching(/\/media\/preview\.pdf$/));

    // The browser's PDF viewer is not a web page to query: fetch the bytes to check them instead.
    const response = await fetch(await browser.getUrl());
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const start = Buffer.from(await response.arrayBuffer()).subarray(0, 5);
    expect(start.toString('latin1')).toBe('%PDF-');

    // The first tab stays on its page.
    await browser.switchToWindow(firstTab);
    await expect(browser).toHaveUrl(expect.stringMatching(/\/pdfPreview$/));
  });
});
