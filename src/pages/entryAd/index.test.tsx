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
