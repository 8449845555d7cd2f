// Downloads: let the browser save into a folder over WebDriver BiDi and wait for its downloadEnd event.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { $, browser, expect } from '@wdio/globals';

/** Clicks a download button; resolves with the suggested file name and the saved file's path. */
async function download(label: string) {
  await browser.url('/fileDownload');
  // Listen before the click that starts the download.
  const suggestedName = new Promise<string>((resolve) =>
    browser.once('browsingContext.downloadWillBegin', (event) => resolve(event.suggestedFilename)),
  );
  const savedPath = new Promise<string | null>((resolve) =>
    browser.once('browsingContext.downloadEnd', (event) =>
      resolve(event.status === 'complete' ? event.filepath : null),
    ),
  );
  await $(`button=${label}`).click();
  return { name: await suggestedName, path: await savedPath };
}

describe('Downloads', () => {
  before(async () => {
    // Save downloads into a fresh folder, unasked, and hear about each one.
    const destinationFolder = mkdtempSync(join(tmpdir(), 'wdio-downloads-'));
    await browser.browserSetDownloadBehavior({
      downloadBehavior: { type: 'allowed', destinationFolder },
    });
    await browser.sessionSubscribe({
      events: ['browsingContext.downloadWillBegin', 'browsingContext.downloadEnd'],
    });
  });

  it('the TXT button downloads sample.txt', async () => {
    const { name, path } = await download('Download TXT File');
    expect(name).toBe('sample.txt');
    expect(readFileSync(path!, 'utf8')).toBe('Automation Playground sample file\n');
  });

  it('the PDF button downloads a PDF', async () => {
    const { name, path } = await download('Download PDF File');
    expect(name).toBe('sample.pdf');
    // Every PDF file starts with these five bytes.
    expect(readFileSync(path!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
