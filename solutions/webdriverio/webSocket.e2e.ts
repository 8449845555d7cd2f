// WebSocket chat: WebdriverIO sees no WebSocket frames (BiDi has no such events yet), so an init script
// (browser.addInitScript) wraps the page's WebSocket and emits each frame to the test, or stands in for the server.
import { $, browser, expect } from '@wdio/globals';

interface Frame {
  direction: 'opened' | 'sent' | 'received';
  data: string;
}

const agents = () => $('#agents-online');
const connection = () => $('#connection-state');

/** Records every socket the page opens and every frame on it, as the page loads. */
async function recordFrames() {
  const frames: Frame[] = [];
  const script = await browser.addInitScript((emit: (frame: Frame) => void) => {
    window.WebSocket = new Proxy(window.WebSocket, {
      construct(NativeWebSocket, args: [string | URL]) {
        const socket = new NativeWebSocket(...args);
        emit({ direction: 'opened', data: String(args[0]) });
        socket.addEventListener('message', (event) =>
          emit({ direction: 'received', data: event.data }),
        );
        const send = socket.send.bind(socket);
        socket.send = (data: string) => {
          emit({ direction: 'sent', data });
          send(data);
        };
        return socket;
      },
    });
  });
  script.on('data', (frame) => frames.push(frame));
  return frames;
}

/** Replaces the server: each socket opens and gets `{ agents: 42 }`, or the first one is closed. */
async function playServer(closeFirst: boolean) {
  const opened: string[] = [];
  const script = await browser.addInitScript(
    (closeFirstSocket: boolean, emit: (url: string) => void) => {
      let count = 0;
      const FakeSocket = function (this: Record<string, unknown>, url: string) {
        const first = count++ === 0;
        Object.assign(this, { url, readyState: 0, send() {}, close() {} });
        emit(url);
        // A microtask: after the page has set onopen and the other handlers.
        queueMicrotask(() => {
          const handle = (name: string, event: object) =>
            (this[name] as ((event: object) => void) | null)?.(event);
          if (closeFirstSocket && first) return handle('onclose', { code: 1011 });
          this.readyState = 1;
          handle('onopen', {});
          handle('onmessage', { data: JSON.stringify({ type: 'agents', count: 42 }) });
        });
      };
      Object.assign(FakeSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
      window.WebSocket = FakeSocket as unknown as typeof WebSocket;
    },
    closeFirst,
  );
  script.on('data', (url) => opened.push(url));
  return opened;
}

describe('WebSocket chat', () => {
  it('the server pushes 3 agents at once, then 4 five seconds later', async () => {
    const frames = await recordFrames();
    await browser.url('/webSocket');
    await expect(agents()).toHaveText('Agents online: 3');
    expect(new URL(frames[0].data).pathname).toBe('/api/chat/socket');
    // The count comes every 5 s: allow more than that.
    await expect(agents()).toHaveText('Agents online: 4', { wait: 10_000 });
    const received = frames.filter((frame) => frame.direction === 'received');
    expect(received.map((frame) => JSON.parse(frame.data))).toContainEqual({
      type: 'agents',
      count: 4,
    });
  });

  it('"Hi" shows the bot typing, then its reply 2 s later', async () => {
    const frames = await recordFrames();
    await browser.url('/webSocket');
    await expect(connection()).toHaveText('Connection: open');
    await $('aria/Message').setValue('Hi');
    await $('button=Send').click();
    await expect($('*=Bot is typing…')).toBeDisplayed();
    await expect($('[role="log"][aria-label="Chat messages"]')).toHaveText(
      'Bot: Thanks, I got "Hi". An agent will follow up.',
      { containing: true },
    );
    await expect($('*=Bot is typing…')).not.toBeDisplayed();
    expect(frames).toContainEqual({ direction: 'sent', data: '{"type":"message","text":"Hi"}' });
  });

  it('a stand-in server pushing 42 shows "Agents online: 42"', async () => {
    await playServer(false);
    await browser.url('/webSocket');
    await expect(agents()).toHaveText('Agents online: 42');
  });

  it('a stand-in server closing the socket makes the page retry after 1 s', async () => {
    const opened = await playServer(true);
    const clock = await browser.emulate('clock');
    await browser.url('/webSocket');
    await expect(connection()).toHaveText('Connection: lost, reconnecting in 1 s…');
    await clock.tick(1000);
    await expect(connection()).toHaveText('Connection: open');
    expect(opened).toHaveLength(2);
  });
});
