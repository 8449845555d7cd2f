import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import EntryAdPage from './index';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const ad = () => screen.queryByRole('dialog', { name: 'Welcome offer' });

it('opens the ad 500 ms after the first render and remembers it once closed', () => {
  const { unmount } = render(<EntryAdPage />);
  expect(screen.getByText('Stored flag entryAdClosed: not set')).toBeInTheDocument();
  advance(499);
  expect(ad()).not.toBeInTheDocument();
  advance(1);
  expect(ad()).toHaveTextContent(
    'This window opens on your first visit. Close it and it will not open again.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(localStorage.getItem('entryAdClosed')).toBe('true');
  expect(screen.getByText('Stored flag entryAdClosed: true')).toBeInTheDocument();
  unmount();

  render(<EntryAdPage />);
  advance(2000);
  expect(ad()).not.toBeInTheDocument();
});

it('"Show the ad again" removes the flag and opens the ad at once', () => {
  localStorage.setItem('entryAdClosed', 'true');
  render(<EntryAdPage />);
  expect(screen.getByText('Stored flag entryAdClosed: true')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Show the ad again' }));
  expect(localStorage.getItem('entryAdClosed')).toBeNull();
  expect(screen.getByText('Stored flag entryAdClosed: not set')).toBeInTheDocument();
  expect(ad()).toBeInTheDocument();
});

it('follows the flag when another tab sets or removes it', () => {
  render(<EntryAdPage />);
  const fromAnotherTab = (key: string | null, value: string | null) =>
    act(() => {
      if (key === null) localStorage.clear();
      else if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    });
  fromAnotherTab('entryAdClosed', 'true');
  expect(screen.getByText('Stored flag entryAdClosed: true')).toBeInTheDocument();
  fromAnotherTab('entryAdClosed', null);
  expect(screen.getByText('Stored flag entryAdClosed: not set')).toBeInTheDocument();
  fromAnotherTab('entryAdClosed', 'true');
  fromAnotherTab(null, null);
  expect(screen.getByText('Stored flag entryAdClosed: not set')).toBeInTheDocument();
});

it('leaving the page before 500 ms stops the timer and the storage listener', () => {
  const added = vi.spyOn(window, 'addEventListener');
  const removed = vi.spyOn(window, 'removeEventListener');
  const { unmount } = render(<EntryAdPage />);
  advance(300);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
  const storageListeners = (spy: typeof added) =>
    spy.mock.calls.filter(([type]) => type === 'storage').map(([, listener]) => listener);
  expect(storageListeners(added)).toHaveLength(1);
  expect(storageListeners(removed)).toEqual(storageListeners(added));
  added.mockRestore();
  removed.mockRestore();
});
