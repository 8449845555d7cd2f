// Secure File Download: the page sends the credentials as an extra Authorization header (Puppeteer's setExtraHTTPHeaders, through browser.getPuppeteer), and the browser saves the file into a folder over WebDriver BiDi. A browser.mock that adds the header hangs on a request that becomes a download.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { $, browser, expect } from '@wdio/globals';

const fileUrl = () => `${browser.options.baseUrl}/secureDownload/files/secure-data.csv`;

describe('Secure File Download', () => {
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

  it('secure-data.csv downloads with its four lines', async () => {
    // Every request of the page, the file's too, carries the credentials: no dialog to answer.
    const credentials = Buffer.from('student:playground').toString('base64');
    await browser.url('/secureDownload');
    // Puppeteer lists a blank tab of ChromeDriver's too: pick this page by its address.
    const pages = await (await browser.getPuppeteer()).pages();
    const page = pages.find((candidate) => candidate.url().includes('/secureDownload'));
    if (!page) throw new Error('the Secure File Download page is not open');
    await page.setExtraHTTPHeaders({ Authorization: `Basic ${credentials}` });

    // Listen before the click that starts the download.
    const suggestedName = new Promise<string>((resolve) =>
      browser.once('browsingContext.downloadWillBegin', (event) =>
        resolve(event.suggestedFilename),
      ),
    );
    const savedPath = new Promise<string | null>((resolve) =>
      browser.once('browsingContext.downloadEnd', (event) =>
        resolve(event.status === 'complete' ? event.filepath : null),
      ),
    );
    await $('a=secure-data.csv').click();

    expect(await suggestedName).toBe('secure-data.csv');
    const path = await savedPath;
    expect(path).not.toBeNull();
    expect(readFileSync(path!, 'utf8')).toBe(
      'id,name,role\n1,Ada,admin\n2,Grace,editor\n3,Linus,viewer\n',
    );
  });

  it('a request without credentials gets 401', async () => {
    // A headless browser has no sign-in dialog to show: ask the server directly.
    const response = await fetch(fileUrl());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Authentication required.' });
  });
});
