import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import MultiTabSync from '.';

/** BroadcastChannel within one document: every instance of a name hears the others. */
class FakeChannel {
  static open: FakeChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open) {
      if (other !== this && other.name === this.name) other.onmessage?.({ data } as MessageEvent);
    }
  }
  close() {
    FakeChannel.open = FakeChannel.open.filter((channel) => channel !== this);
  }
}

/** Another tab, as far as the page can tell: a channel of its own, and what it heard. */
function otherTab() {
  const channel = new FakeChannel('multiTabSync');
  const heard: unknown[] = [];
  channel.onmessage = (event) => heard.push(event.data);
  return {
    heard,
    send: (data: unknown) => act(() => channel.postMessage(data)),
  };
}

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeChannel.open = [];
});

it('adds to the stored list and tells the other tabs', async () => {
  const user = userEvent.setup();
  const other = otherTab();
  renderPage(<MultiTabSync />);
  expect(screen.getByText('Sync: BroadcastChannel')).toBeInTheDocument();
  expect(screen.getByText('No to-dos yet.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('New to-do'), ' Buy milk {Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('Added "Buy milk".');
  expect(screen.getByRole('checkbox', { name: 'Buy milk' })).not.toBeChecked();
  expect(localStorage.getItem('multiTabSyncTodos')).toBe('[{"text":"Buy milk","done":false}]');
  expect(other.heard).toContainEqual({ kind: 'todos', todos: [{ text: 'Buy milk', done: false }] });
});

it("shows another tab's list, keeping the field's text", async () => {
  const user = userEvent.setup();
  const other = otherTab();
  renderPage(<MultiTabSync />);
  await user.type(screen.getByLabelText('New to-do'), 'half');
  other.send({ kind: 'todos', todos: [{ text: 'Call Ann', done: true }] });
  expect(screen.getByRole('checkbox', { name: 'Call Ann' })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('Updated from another tab.');
  expect(screen.getByLabelText('New to-do')).toHaveValue('half');
  expect(screen.getByLabelText('New to-do')).toHaveFocus();
});

it('applies each change to the list as stored, not as shown', async () => {
  const user = userEvent.setup();
  renderPage(<MultiTabSync />);
  // Another tab stored a list that this one has not shown yet.
  localStorage.setItem('multiTabSyncTodos', '[{"text":"Call Ann","done":false}]');
  await user.type(screen.getByLabelText('New to-do'), 'Buy milk{Enter}');
  expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  expect(JSON.parse(localStorage.getItem('multiTabSyncTodos')!)).toEqual([
    { text: 'Call Ann', done: false },
    { text: 'Buy milk', done: false },
  ]);
});

it('counts the tabs that call, answers their calls, and forgets those that say goodbye', () => {
  const other = otherTab();
  const { unmount } = renderPage(<MultiTabSync />);
  expect(screen.getByText('Open tabs: 1')).toBeInTheDocument();
  const [call] = other.heard as { kind: string; from: string }[];
  expect(call).toMatchObject({ kind: 'call' });

  other.send({ kind: 'call', from: 'tab-b' });
  expect(screen.getByText('Open tabs: 2')).toBeInTheDocument();
  expect(other.heard.at(-1)).toEqual({ kind: 'here', from: call!.from });
  other.send({ kind: 'here', from: 'tab-c' });
  expect(screen.getByText('Open tabs: 3')).toBeInTheDocument();
  other.send({ kind: 'bye', from: 'tab-b' });
  expect(screen.getByText('Open tabs: 2')).toBeInTheDocument();

  unmount();
  expect(other.heard.at(-1)).toEqual({ kind: 'bye', from: call!.from });
});

it('drops a silent tab after two roll calls', () => {
  vi.useFakeTimers();
  try {
    const other = otherTab();
    renderPage(<MultiTabSync />);
    other.send({ kind: 'here', from: 'tab-b' });
    expect(screen.getByText('Open tabs: 2')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Open tabs: 2')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Open tabs: 1')).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});

it('without BroadcastChannel, reads the list from storage events', () => {
  vi.stubGlobal('BroadcastChannel', undefined);
  renderPage(<MultiTabSync />);
  expect(screen.getByText('Sync: storage events')).toBeInTheDocument();
  const newValue = '[{"text":"Water plants","done":false}]';
  act(() => {
    fireEvent(
      window,
      new StorageEvent('storage', {
        key: 'multiTabSyncTodos',
        newValue,
        storageArea: localStorage,
      }),
    );
  });
  expect(screen.getByRole('checkbox', { name: 'Water plants' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Updated from another tab.');
});
