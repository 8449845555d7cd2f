import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import OfflineMode from '.';

let online = true;
beforeEach(() => {
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answering(answer: (body: { number: number; text: string }) => Response) {
  const fetch = vi.fn(async (_url: string, init: RequestInit) =>
    answer(JSON.parse(String(init.body ?? '{}')) as { number: number; text: string }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const goOnline = (on: boolean) =>
  act(() => {
    online = on;
    window.dispatchEvent(new Event(on ? 'online' : 'offline'));
  });
const note = (k: number) => screen.getByTestId(`note-${k}`);
const syncLine = () => document.getElementById('sync-state')!;

async function save(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Note'), text);
  await user.click(screen.getByRole('button', { name: 'Save note' }));
}

it('keeps an offline note pending, sends it when the connection returns', async () => {
  const fetch = answering(({ number, text }) => json(201, { note: { number, text } }));
  online = false;
  renderPage(<OfflineMode />);
  expect(document.getElementById('connection-state')).toHaveTextContent('Connection: offline');
  expect(syncLine()).toHaveTextContent('All notes are synced.');
  await save('Buy milk');
  expect(note(1)).toHaveTextContent('Note 1: Buy milk');
  expect(note(1)).toHaveAttribute('data-state', 'pending');
  expect(within(note(1)).getByText('Pending')).toBeInTheDocument();
  expect(screen.getByLabelText('Note')).toHaveValue('');
  expect(syncLine()).toHaveTextContent('Offline: notes will be sent when the connection returns.');
  expect(document.getElementById('note-counts')).toHaveTextContent('Pending: 1 · Synced: 0');
  expect(fetch).not.toHaveBeenCalled();
  expect(localStorage.getItem('offlineNotesDevice')).toMatch(/^[a-z0-9]{12}$/);

  goOnline(true);
  expect(await within(note(1)).findByText('Synced')).toBeInTheDocument();
  expect(syncLine()).toHaveTextContent('All notes are synced.');
  expect(document.getElementById('note-counts')).toHaveTextContent('Pending: 0 · Synced: 1');
  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe(`/api/notes/${localStorage.getItem('offlineNotesDevice')}`);
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body))).toMatchObject({ number: 1, text: 'Buy milk' });
});

it('shows the connection as a status line', () => {
  online = false;
  renderPage(<OfflineMode />);
  expect(screen.getAllByRole('status').map((line) => line.textContent)).toEqual([
    'Connection: offline',
    'All notes are synced.',
  ]);
  goOnline(true);
  expect(screen.getAllByRole('status')[0]).toHaveTextContent('Connection: online');
});

it('refuses a blank note with an alert in the page, gone once a note is saved', async () => {
  const dialog = vi.spyOn(window, 'alert');
  answering(() => json(201, {}));
  online = false;
  renderPage(<OfflineMode />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await save('   ');
  expect(screen.getByRole('alert')).toHaveTextContent('Write a note first.');
  expect(screen.getByText('No notes yet.')).toBeInTheDocument();
  expect(dialog).not.toHaveBeenCalled();
  await save('Buy milk');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(note(1)).toHaveTextContent('Note 1: Buy milk');
});

it('marks a refused note rejected and goes on; a network failure keeps the rest pending', async () => {
  const fetch = answering(({ number }) => {
    if (number === 1) return json(409, { message: 'This device already has 50 notes.' });
    throw new TypeError('Failed to fetch');
  });
  online = false;
  renderPage(<OfflineMode />);
  await save('One');
  await save('Two');
  await save('Three');
  goOnline(true);
  expect(await screen.findByText('Sync failed: the server could not be reached.')).toBe(syncLine());
  expect(within(note(1)).getByText('Rejected: This device already has 50 notes.')).toBeVisible();
  expect(note(2)).toHaveAttribute('data-state', 'pending');
  expect(note(3)).toHaveAttribute('data-state', 'pending');
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(document.getElementById('note-counts')).toHaveTextContent('Pending: 2 · Synced: 0');
  expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled();
});

it('keeps notes and queue across a reload, and numbering after the highest', async () => {
  answering(() => json(201, {}));
  online = false;
  const { unmount } = renderPage(<OfflineMode />);
  await save('Kept');
  unmount();
  renderPage(<OfflineMode />);
  expect(note(1)).toHaveTextContent('Note 1: Kept');
  expect(note(1)).toHaveAttribute('data-state', 'pending');
  await save('Next');
  expect(note(2)).toHaveTextContent('Note 2: Next');
});
