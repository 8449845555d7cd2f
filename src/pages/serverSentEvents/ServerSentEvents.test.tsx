import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import ServerSentEvents from '.';

/** A stand-in for the browser's EventSource that a test drives. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.onopen?.();
    });
  }
  send(type: string, data: unknown, lastEventId = '') {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
    });
  }
  fail(readyState: number) {
    act(() => {
      this.readyState = readyState;
      this.onerror?.();
    });
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const created = (intervalSeconds = 3) =>
  json(201, { trackingId: 'TRK-ABCDEFGH', intervalSeconds, createdAt: '2026-01-01T00:00:00Z' });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const status = () => screen.getByRole('status');
const log = () =>
  within(screen.getByRole('log', { name: 'Stream log' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const history = () =>
  within(screen.getByRole('list', { name: 'Tracking history' }))
    .getAllByRole('listitem')
    .map((li) => [li.textContent, li.getAttribute('aria-current')]);
const step = (k: number) => ({ trackingId: 'TRK-ABCDEFGH', step: k, state: 'x', at: '' });

async function trackParcel(path = '/serverSentEvents') {
  const user = userEvent.setup();
  const { unmount } = renderPage(<ServerSentEvents />, path);
  fetchMock.mockResolvedValueOnce(created());
  await user.click(screen.getByRole('button', { name: 'Track a new parcel' }));
  await screen.findByText('TRK-ABCDEFGH');
  return { user, unmount, source: FakeEventSource.all.at(-1)! };
}

it('sends nothing on load and shows that nothing is tracked', () => {
  renderPage(<ServerSentEvents />, '/serverSentEvents');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(FakeEventSource.all).toHaveLength(0);
  expect(status()).toHaveTextContent('Status: not tracking yet');
  expect(screen.queryByRole('button', { name: 'Drop the connection' })).toBeNull();
  expect(history().map(([text]) => text)).toEqual([
    'Order placed',
    'Packed',
    'Shipped',
    'Out for delivery',
    'Delivered',
  ]);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('creates a parcel at the interval of the address and streams its events', async () => {
  const user = userEvent.setup();
  renderPage(<ServerSentEvents />, '/serverSentEvents?interval=1');
  fetchMock.mockResolvedValueOnce(created(1));
  await user.click(screen.getByRole('button', { name: 'Track a new parcel' }));
  expect(await screen.findByText(/Tracking number:/)).toHaveTextContent(
    'Tracking number: TRK-ABCDEFGH',
  );
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/tracking');
  expect(JSON.parse(init.body as string)).toEqual({ intervalSeconds: 1 });
  const source = FakeEventSource.all[0]!;
  expect(source.url).toBe('/api/tracking/TRK-ABCDEFGH/events');
  expect(screen.getByText('Stream: connecting…')).toHaveAttribute('id', 'stream-state');
  source.open();
  expect(screen.getByText('Stream: open')).toBeInTheDocument();
  source.send('status', step(1), '1');
  source.send('status', step(2), '2');
  expect(status()).toHaveTextContent('Status: Packed');
  expect(history()).toEqual([
    ['Order placed ✓', null],
    ['Packed ✓', 'step'],
    ['Shipped', null],
    ['Out for delivery', null],
    ['Delivered', null],
  ]);
  expect(log()).toEqual(['Event 1: Order placed', 'Event 2: Packed']);
  source.send('status', step(5), '5');
  source.send('end', {});
  expect(screen.getByText('Stream: ended')).toBeInTheDocument();
  expect(log().at(-1)).toBe('Stream ended.');
  expect(source.readyState).toBe(FakeEventSource.CLOSED);
  expect(screen.queryByRole('button', { name: 'Drop the connection' })).toBeNull();
});

it('warns about a bad interval and uses 3 s', async () => {
  const user = userEvent.setup();
  renderPage(<ServerSentEvents />, '/serverSentEvents?interval=11');
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid interval; using 3 s.');
  fetchMock.mockResolvedValueOnce(created());
  await user.click(screen.getByRole('button', { name: 'Track a new parcel' }));
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(JSON.parse(init.body as string)).toEqual({ intervalSeconds: 3 });
});

it('drops the connection while open, and logs the resume', async () => {
  const { user, source } = await trackParcel();
  source.open();
  source.send('status', step(1), '1');
  fetchMock.mockResolvedValueOnce(json(200, { dropped: 1 }));
  await user.click(screen.getByRole('button', { name: 'Drop the connection' }));
  const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
  expect([url, init.method, init.body]).toEqual(['/api/tracking/TRK-ABCDEFGH/drop', 'POST', '{}']);
  source.fail(FakeEventSource.CONNECTING);
  expect(screen.getByText('Stream: reconnecting…')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Drop the connection' })).toBeNull();
  source.open();
  source.send('resumed', { after: 1 });
  source.send('status', step(2), '2');
  expect(log()).toEqual([
    'Event 1: Order placed',
    'Reconnected, resumed after event 1.',
    'Event 2: Packed',
  ]);
});

it('fails on an answer other than 200, and after 5 retries without an event', async () => {
  const first = await trackParcel();
  first.source.fail(FakeEventSource.CLOSED);
  expect(screen.getByText('Stream: failed')).toBeInTheDocument();

  fetchMock.mockResolvedValueOnce(created());
  await first.user.click(screen.getByRole('button', { name: 'Track a new parcel' }));
  const source = FakeEventSource.all.at(-1)!;
  expect(first.source).not.toBe(source);
  for (let i = 0; i < 5; i++) source.fail(FakeEventSource.CONNECTING);
  expect(screen.getByText('Stream: reconnecting…')).toBeInTheDocument();
  source.fail(FakeEventSource.CONNECTING);
  expect(screen.getByText('Stream: failed')).toBeInTheDocument();
  expect(source.readyState).toBe(FakeEventSource.CLOSED);
});

it('a new parcel closes the stream before it and clears what it showed', async () => {
  const { user, source } = await trackParcel();
  source.open();
  source.send('status', step(3), '3');
  fetchMock.mockResolvedValueOnce(created());
  await user.click(screen.getByRole('button', { name: 'Track a new parcel' }));
  expect(source.readyState).toBe(FakeEventSource.CLOSED);
  // Events of the old stream no longer count.
  source.send('status', step(4), '4');
  expect(status()).toHaveTextContent('Status: not tracking yet');
  expect(log()).toEqual([]);
});

it("shows the server's refusal", async () => {
  const user = userEvent.setup();
  renderPage(<ServerSentEvents />, '/serverSentEvents');
  fetchMock.mockResolvedValueOnce(json(429, { message: 'Too many parcels. Try again later.' }));
  await user.click(screen.getByRole('button', { name: 'Track a new parcel' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many parcels. Try again later.');
  expect(FakeEventSource.all).toHaveLength(0);
});

it('closes the stream when the page is left', async () => {
  const { source, unmount } = await trackParcel();
  source.open();
  expect(source.readyState).toBe(FakeEventSource.OPEN);
  unmount();
  expect(source.readyState).toBe(FakeEventSource.CLOSED);
});
