// Offline mode: Puppeteer's page.setOfflineMode (DevTools network conditions, through browser.getPuppeteer) fires the page's offline event and fails its requests; a browser.mock that aborts fails the requests only. WebdriverIO's own browser.throttleNetwork('offline') cannot be undone (each call opens a new DevTools session, and the first one's offline holds), and browser.emulate('onLine') only changes navigator.onLine.
import { $, browser, expect } from '@wdio/globals';

const connection = () => $('#connection-state');
const note = (k: number) => $(`[data-testid="note-${k}"]`);

/** Opens the page as a new device (no notes kept); returns the device's notes address. */
async function openAsNewDevice() {
  await browser.url('/offlineMode');
  await browser.execute(() => localStorage.clear());
  await browser.refresh();
  // Wait until the page shows: going offline earlier would stop its scripts loading.
  await expect(connection()).toHaveText('Connection: online');
  const device = await browser.execute(() => localStorage.getItem('offlineNotesDevice'));
  return `${browser.options.baseUrl}/api/notes/${device}`;
}

/** Takes the page off the network or puts it back, as pulling the cable would. */
async function setOffline(offline: boolean) {
  // Puppeteer lists a blank tab of ChromeDriver's too: pick this page by its address.
  const pages = await (await browser.getPuppeteer()).pages();
  const page = pages.find((candidate) => candidate.url().includes('/offlineMode'));
  if (!page) throw new Error('the Offline Mode page is not open');
  await page.setOfflineMode(offline);
}

async function save(text: string) {
  await $('aria/Note').setValue(text);
  await $('button=Save note').click();
}

describe('Offline mode', () => {
  it('offline, "Buy milk" waits as Pending; back online, one POST syncs it', async () => {
    const notesUrl = await openAsNewDevice();
    const posts = await browser.mock(notesUrl, { method: 'POST' });
    // Requests as they are sent (calls holds only the ones that got a response).
    let sent = 0;
    posts.on('request', () => sent++);

    await setOffline(true);
    await expect(connection()).toHaveText('Connection: offline');
    await save('Buy milk');
    await expect(note(1)).toHaveText(expect.stringContaining('Note 1: Buy milk'));
    await expect(note(1)).toHaveText(expect.stringContaining('Pending'));
    expect(sent).toBe(0);

    await setOffline(false);
    await expect(note(1)).toHaveText(expect.stringContaining('Synced'));
    await expect($('#note-counts')).toHaveText('Pending: 0 · Synced: 1');
    expect(sent).toBe(1);
    expect(posts.calls.map((call) => call.response.status)).toEqual([201]);
    // BiDi's network events carry no request body: the server's list shows what was posted.
    const stored = (await (await fetch(notesUrl)).json()) as { notes: { text: string }[] };
    expect(stored.notes.map((saved) => saved.text)).toEqual(['Buy milk']);
    await posts.restore();
  });

  it('a blocked request leaves the page online and the note pending', async () => {
    const notesUrl = await openAsNewDevice();
    const blocked = (await browser.mock(notesUrl)).abort();
    await save('Blocked');
    await expect($('#sync-state')).toHaveText('Sync failed: the server could not be reached.');
    await expect(connection()).toHaveText('Connection: online');
    await expect(note(1)).toHaveAttribute('data-state', 'pending');

    await blocked.restore();
    await $('button=Sync now').click();
    await expect(note(1)).toHaveAttribute('data-state', 'synced');
  });
});
