// Server-Sent Events: waiting matchers whose timeout is above the stream's pace, or browser.mock answering the events request with a whole text/event-stream body.
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

  it('a mocked event stream reaches Delivered at once', async () => {
    const states = ['Order placed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered'];
    const events = states.map((state, i) => {
      const data = { trackingId: 'TRK-MOCKED23', step: i + 1, state, at: new Date().toISOString() };
      return `id: ${i + 1}\nevent: status\ndata: ${JSON.stringify(data)}\n\n`;
    });
    // A URL pattern: * stands for the tracking id the server makes.
    const stream = await browser.mock(`${browser.options.baseUrl}/api/tracking/*/events`);
    stream.respond(`retry: 2000\n\n${events.join('')}event: end\ndata: {}\n\n`, {
      headers: { 'content-type': 'text/event-stream' },
    });
    await browser.url('/serverSentEvents');
    await $('button=Track a new parcel').click();
    await expect(status()).toHaveText('Status: Delivered');
    await expect($('#stream-state')).toHaveText('Stream: ended');
    // The page heard the mocked body, not the server's stream.
    expect(stream.calls).toHaveLength(1);
    await stream.restore();
  });
});
