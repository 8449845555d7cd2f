// Microphone: start a full Chrome with a fake microphone that needs no prompt, record, play and download the recording.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import { chromeCapabilities } from './support/chrome.ts';

const noRecordings = () => $('p=No recordings yet.');

describe('Microphone', () => {
  before(async () => {
    // The fake microphone (a beeping tone) is the full Chromium's, not the headless shell's;
    // the fake UI accepts the permission prompt.
    await browser.reloadSession(
      chromeCapabilities({
        fullBrowser: true,
        args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
      }),
    );
    // Save downloads into a fresh folder, unasked, and hear when each one ends (WebDriver BiDi).
    const destinationFolder = mkdtempSync(join(tmpdir(), 'wdio-recordings-'));
    await browser.browserSetDownloadBehavior({
      downloadBehavior: { type: 'allowed', destinationFolder },
    });
    await browser.sessionSubscribe({ events: ['browsingContext.downloadEnd'] });
  });

  it('records, plays and downloads a recording', async () => {
    await browser.url('/audioInput');
    await expect(noRecordings()).toBeDisplayed();

    const toggle = $('[data-testid="record-toggle"]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText('Stop Recording');
    // Let the fake microphone record half a second, by the page's own time: a recording stopped
    // at once may be too short to be seen playing.
    const started = await browser.execute(() => performance.now());
    await browser.waitUntil(() =>
      browser.execute((from) => performance.now() - from >= 500, started),
    );
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await expect($('span=Recording 1')).toBeDisplayed();
    await expect(noRecordings()).not.toExist();

    // The newest recording is item 0.
    await $('[data-testid="playpause-0"]').click();
    await expect($('aria/Pause Recording 1')).toBeDisplayed();

    const link = $('[data-testid="download-0"]');
    await expect(link).toHaveAttribute('download', 'Recording 1.webm');
    // Listen before the click that starts the download.
    const savedPath = new Promise<string | null>((resolve) =>
      browser.once('browsingContext.downloadEnd', (event) =>
        resolve(event.status === 'complete' ? event.filepath : null),
      ),
    );
    await link.click();
    const path = await savedPath;
    expect(path).toMatch(/Recording 1\.webm$/);
    // A non-empty WebM file starts with the EBML magic number 1A 45 DF A3.
    expect(readFileSync(path!).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });
});
