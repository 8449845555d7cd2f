import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import AutocompletePage, { SUGGEST_DELAY_MS } from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

it('searches only once typing has paused for 300 ms', () => {
  render(<AutocompletePage />);
  const field = screen.getByRole('combobox', { name: 'Country' });
  fireEvent.change(field, { target: { value: 'g' } });
  wait(SUGGEST_DELAY_MS - 1);
  fireEvent.change(field, { target: { value: 'ge' } });
  wait(SUGGEST_DELAY_MS - 1);
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  fireEvent.change(field, { target: { value: 'ger' } });
  wait(SUGGEST_DELAY_MS);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Germany',
    'Algeria',
    'Niger',
    'Nigeria',
  ]);
});

it('a pending search is dropped when the field is emptied or the page is left', () => {
  const { unmount } = render(<AutocompletePage />);
  const field = screen.getByRole('combobox', { name: 'Country' });
  fireEvent.change(field, { target: { value: 'ger' } });
  fireEvent.change(field, { target: { value: '' } });
  wait(SUGGEST_DELAY_MS);
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  fireEvent.change(field, { target: { value: 'ger' } });
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});

it('Arrow Down then Enter picks the first option and closes the list', () => {
  render(<AutocompletePage />);
  const field = screen.getByRole('combobox', { name: 'Country' });
  fireEvent.change(field, { target: { value: 'ger' } });
  wait(SUGGEST_DELAY_MS);
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(field).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  fireEvent.keyDown(field, { key: 'Enter' });
  expect(field).toHaveValue('Germany');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});
