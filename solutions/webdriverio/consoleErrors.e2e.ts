// Console errors: collect WebDriver BiDi's log.entryAdded events and fail the test when any are left; the browser's own "Failed to load resource" line is not a BiDi log entry, so browser.mock checks the 404.
import { $, browser, expect } from '@wdio/globals';

/** Console messages as "level: text", and uncaught errors (javascript entries) by their text. */
const reports = { messages: [] as string[], pageErrors: [] as string[] };

const count = (row: string) =>
  $(`//table[caption="Events counted by the page"]//tr[th[normalize-space()="${row}"]]/td`);

describe('Console errors', () => {
  before(async () => {
    await browser.sessionSubscribe({ events: ['log.entryAdded'] });
    browser.on('log.entryAdded', (entry) => {
      if (entry.type === 'console') reports.messages.push(`${entry.level}: ${entry.text}`);
      else reports.pageErrors.push(entry.text ?? '');
    });
  });

  // A test takes out (splices) what it expects; anything still collected fails it.
  afterEach(() => {
    expect(reports).toEqual({ messages: [], pageErrors: [] });
  });

  it('writes nothing to the console on a plain load', async () => {
    await browser.url('/consoleErrors');
    await expect(count('Total')).toHaveText('0');
  });

  it('yields exactly one warning for "Log a warning"', async () => {
    await browser.url('/consoleErrors');
    await $('button=Log a warning').click();
    await expect(count('console.warn')).toHaveText('1');
    expect(reports.messages.splice(0)).toEqual(['warn: Practice warning message']);
  });

  it('yields one page error for "Reject a promise", and the page counts it', async () => {
    await browser.url('/consoleErrors');
    await $('button=Reject a promise').click();
    await expect(count('Unhandled rejections')).toHaveText('1');
    await browser.waitUntil(async () => reports.pageErrors.length === 1);
    expect(reports.pageErrors.splice(0)).toEqual([
      expect.stringContaining('Practice unhandled rejection'),
    ]);
  });

  it('answers the missing image with a 404', async () => {
    const missing = await browser.mock(`${browser.options.baseUrl}/media/console/missing.png`);
    await browser.url('/consoleErrors');
    await $('button=Load a missing image').click();
    await expect(count('Failed resources')).toHaveText('1');
    await browser.waitUntil(async () => missing.calls.length === 1);
    expect(missing.calls[0].response.status).toBe(404);
    await missing.restore();
  });

  it('reports the error of a page that throws on load', async () => {
    await browser.url('/consoleErrors?errorOnLoad=1');
    await expect(count('Uncaught errors')).toHaveText('1');
    await browser.waitUntil(async () => reports.pageErrors.length === 1);
    expect(reports.pageErrors.splice(0)).toEqual([
      expect.stringContaining('Practice error on load'),
    ]);
  });
});
