import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import WebSocketChat from '.';

/** A WebSocket the test plays the server of. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
  // The server's side:
  accept() {
    this.readyState = FakeSocket.OPEN;
    act(() => this.onopen?.());
  }
  push(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  end(code: number, reason = '') {
    act(() => this.onclose?.({ code, reason }));
  }
}

const latest = () => FakeSocket.all.at(-1)!;
const state = () => document.getElementById('connection-state');
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeSocket.all = [];
});

it('opens a socket on its own origin, shows the agents count and chats', async () => {
  const user = userEvent.setup();
  renderPage(<WebSocketChat />);
  expect(latest().url).toBe(`ws://${window.location.host}/api/chat/socket`);
  expect(state()).toHaveTextContent('Connection: connecting…');
  expect(screen.getByText('Agents online: –')).toBeInTheDocument();
  expect(button('Send')).toBeDisabled();
  expect(button('Drop connection')).toBeDisabled();
  expect(button('Connect')).toBeDisabled();
  expect(button('Disconnect')).toBeEnabled();

  latest().accept();
  latest().push({ type: 'agents', count: 3 });
  expect(state()).toHaveTextContent('Connection: open');
  expect(screen.getByText('Agents online: 3')).toBeInTheDocument();
  expect(button('Send')).toBeDisabled();
  await user.type(screen.getByLabelText('Message'), '  Hi {Enter}');
  expect(latest().sent).toEqual(['{"type":"message","text":"Hi"}']);
  expect(screen.getByLabelText('Message')).toHaveValue('');
  const log = screen.getByRole('log', { name: 'Chat messages' });
  expect(log).toHaveTextContent('You: Hi');

  latest().push({ type: 'typing' });
  latest().push({ type: 'typing' });
  expect(screen.getByText('Bot is typing…')).toBeInTheDocument();
  latest().push({ type: 'reply', text: 'One' });
  expect(screen.getByText('Bot is typing…')).toBeInTheDocument();
  latest().push({ type: 'reply', text: 'Two' });
  expect(screen.queryByText('Bot is typing…')).not.toBeInTheDocument();
  latest().push({ type: 'error', message: 'Slow down.' });
  latest().push({ type: 'news', text: 'ignored' });
  expect([...log.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
    'You: Hi',
    'Bot: One',
    'Bot: Two',
    'Server: Slow down.',
  ]);

  await user.click(button('Drop connection'));
  expect(latest().sent.at(-1)).toBe('{"type":"drop"}');
});

it('counts down 1, 2, 4, 8, 8, 8 s between retries, resets on an open, then gives up', () => {
  vi.useFakeTimers();
  renderPage(<WebSocketChat />);
  latest().accept();
  latest().end(1006);
  expect(state()).toHaveTextContent('Connection: lost, reconnecting in 1 s…');
  act(() => vi.advanceTimersByTime(1000));
  expect(state()).toHaveTextContent('Connection: connecting…');
  latest().end(1006);
  expect(state()).toHaveTextContent('lost, reconnecting in 2 s…');
  act(() => vi.advanceTimersByTime(1000));
  expect(state()).toHaveTextContent('lost, reconnecting in 1 s…');
  act(() => vi.advanceTimersByTime(1000));
  latest().accept();
  latest().end(1011);
  // The open reset the count.
  expect(state()).toHaveTextContent('lost, reconnecting in 1 s…');
  for (const seconds of [1, 2, 4, 8, 8, 8]) {
    expect(state()).toHaveTextContent(`lost, reconnecting in ${seconds} s…`);
    act(() => vi.advanceTimersByTime(seconds * 1000));
    expect(state()).toHaveTextContent('connecting…');
    latest().end(1006);
  }
  expect(state()).toHaveTextContent('Connection: closed');
  expect(button('Connect')).toBeEnabled();
  expect(button('Disconnect')).toBeDisabled();
  act(() => vi.advanceTimersByTime(60_000));
  expect(FakeSocket.all).toHaveLength(9);
});

it('closes on a 4000 with the reason logged, and connects again on Connect', async () => {
  const user = userEvent.setup();
  renderPage(<WebSocketChat />);
  latest().accept();
  latest().end(4000, 'Closed after 10 minutes without messages.');
  expect(state()).toHaveTextContent('Connection: closed');
  expect(screen.getByRole('log')).toHaveTextContent(
    'Server: Closed after 10 minutes without messages.',
  );
  await user.click(button('Connect'));
  expect(FakeSocket.all).toHaveLength(2);
  expect(state()).toHaveTextContent('Connection: connecting…');
});

it('disconnects with 1000, or cancels a pending retry', () => {
  vi.useFakeTimers();
  renderPage(<WebSocketChat />);
  const first = latest();
  first.accept();
  fireEvent.click(button('Disconnect'));
  expect(first.closedWith).toBe(1000);
  expect(state()).toHaveTextContent('Connection: closed');

  fireEvent.click(button('Connect'));
  latest().end(1006);
  expect(state()).toHaveTextContent('lost, reconnecting in 1 s…');
  fireEvent.click(button('Disconnect'));
  act(() => vi.advanceTimersByTime(10_000));
  expect(state()).toHaveTextContent('Connection: closed');
  expect(FakeSocket.all).toHaveLength(2);
});

it('closes the socket when the page is left, once open if still connecting', () => {
  const { unmount } = renderPage(<WebSocketChat />);
  const socket = latest();
  unmount();
  expect(socket.closedWith).toBeUndefined();
  socket.onopen?.();
  expect(socket.closedWith).toBe(1000);

  const again = renderPage(<WebSocketChat />);
  latest().accept();
  again.unmount();
  expect(latest().closedWith).toBe(1000);
});
