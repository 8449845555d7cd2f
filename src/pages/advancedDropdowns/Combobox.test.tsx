import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import AdvancedDropdownsPage from './index';
import { LOADING_MS } from './dropdowns';

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
const combobox = (name: string) => screen.getByRole('combobox', { name });
const valueLine = (id: string) => document.getElementById(`${id}-value`);

it('the delayed dropdown loads for 2 s on each opening; closing cancels the timer', () => {
  render(<AdvancedDropdownsPage />);
  const delayed = combobox('Delayed Dropdown');
  fireEvent.keyDown(delayed, { key: 'Enter' });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  wait(LOADING_MS - 1);
  expect(screen.queryByRole('option', { name: 'Option 1' })).not.toBeInTheDocument();
  fireEvent.keyDown(delayed, { key: 'Escape' });
  expect(vi.getTimerCount()).toBe(0);
  fireEvent.keyDown(delayed, { key: 'ArrowDown' });
  wait(LOADING_MS - 1);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  wait(1);
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  const listbox = screen.getByRole('listbox', { name: 'Delayed Dropdown' });
  expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(4);
  fireEvent.keyDown(delayed, { key: 'ArrowDown' });
  fireEvent.keyDown(delayed, { key: 'Enter' });
  expect(valueLine('delayed')).toHaveTextContent('Value selected: Option 2');
});

it('leaving the page stops a pending load', () => {
  const { unmount } = render(<AdvancedDropdownsPage />);
  fireEvent.keyDown(combobox('Delayed Dropdown'), { key: ' ' });
  expect(vi.getTimerCount()).toBe(1);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});

it('a text field filters as one types and Enter chooses the first match', () => {
  render(<AdvancedDropdownsPage />);
  const field = combobox('Angular Ng Select');
  fireEvent.change(field, { target: { value: 'option3' } });
  expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['NgSelectOption3']);
  fireEvent.keyDown(field, { key: 'Enter' });
  expect(valueLine('ng-select')).toHaveTextContent('Value selected: NgSelectOption3');
  expect(field).toHaveValue('');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  fireEvent.change(field, { target: { value: 'zz' } });
  expect(screen.getByText('No items')).toBeInTheDocument();
});

it('a mouse down outside closes the panel and clears the search', () => {
  render(<AdvancedDropdownsPage />);
  const select2 = combobox('JQuery Select2');
  fireEvent.mouseDown(select2);
  fireEvent.click(select2);
  const search = screen.getByRole('searchbox', { name: 'Search JQuery Select2' });
  expect(search).toHaveFocus();
  fireEvent.change(search, { target: { value: '4' } });
  fireEvent.mouseDown(document.body);
  expect(select2).toHaveAttribute('aria-expanded', 'false');
  fireEvent.mouseDown(select2);
  fireEvent.click(select2);
  expect(screen.getByRole('searchbox', { name: 'Search JQuery Select2' })).toHaveValue('');
});
