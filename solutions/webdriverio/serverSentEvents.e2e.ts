// Server-Sent Events: waiting matchers whose timeout is above the stream's pace.
import { $, browser, expect } from '@wdio/globals';

const status = () => $('[role="status"]');

describe('Server-Sent Events', () => {
  it('the real stream: Order placed at once, Delivered about 4 s later at ?interval=1', async () => {
    await browser.url('/serverSentEvents?interval=1');
    await $('button=Track a new parcel').click();
    await expect(status()).toHaveText('Status: Order placed');
    // The stream takes about 4 s: give the matcher room above that.
    await expect(status()).toHaveText('Status: Delivered', { wait: 10_000 });
    await expect($('#stream-state')).toHaveText('Stream: ended');
  });

  it('a drop after event 2 resumes after event 2', async () => {
    await browser.url('/serverSentEvents?interval=3');
    await $('button=Track a new parcel').click();
    const log = $('[role="log"]');
    await expect(log).toHaveText(expect.stringContaining('Event 2: Packed'), { wait: 10_000 });
    await $('button=Drop the connection').click();
    // The browser reconnects by itself 2 s later, sending Last-Event-ID: 2.
    await expect(log).toHaveText(expect.stringContaining('Reconnected, resumed after event 2.'), {
      wait: 10_000,
    });
  });
});
