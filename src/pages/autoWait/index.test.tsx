import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import AutoWaitPage from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

it('holds a state exactly 3 s, and a new state restarts the 3 s', () => {
  render(<AutoWaitPage />);
  const status = screen.getByRole('status');
  const target = screen.getByRole('button', { name: 'Target button' });
  expect(status).toHaveTextContent('Ready.');

  fireEvent.click(screen.getByRole('button', { name: 'Disable for 3 s' }));
  expect(target).toBeDisabled();
  expect(status).toHaveTextContent('Target is disabled for 3 s.');
  advance(2000);
  fireEvent.click(screen.getByRole('button', { name: 'Hide for 3 s' }));
  expect(target).toBeEnabled();
  expect(target).toHaveClass('auto-wait--hidden');
  expect(status).toHaveTextContent('Target is hidden for 3 s.');
  advance(2999);
  expect(target).toHaveClass('auto-wait--hidden');
  advance(1);
  expect(target).not.toHaveClass('auto-wait--hidden');
  expect(status).toHaveTextContent('Target restored.');
});

it('changing the type replaces the target, undoes the state and resets the status', () => {
  render(<AutoWaitPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Cover for 3 s' }));
  fireEvent.change(screen.getByLabelText('Element type'), { target: { value: 'Textarea' } });
  expect(screen.getByRole('status')).toHaveTextContent('Ready.');
  expect(screen.getByRole('textbox', { name: 'Target text' })).toHaveAttribute('id', 'target');
  expect(screen.getByRole('button', { name: 'Make read-only for 3 s' })).toBeEnabled();
  fireEvent.change(screen.getByLabelText('Element type'), { target: { value: 'Label' } });
  expect(screen.getByRole('button', { name: 'Disable for 3 s' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Make read-only for 3 s' })).toBeDisabled();
  fireEvent.click(screen.getByText('A plain label'));
  expect(screen.getByRole('status')).toHaveTextContent('The target was clicked.');
});

it('shrinks the target to zero size', () => {
  render(<AutoWaitPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Shrink to zero for 3 s' }));
  expect(screen.getByRole('button', { name: 'Target button' })).toHaveClass('auto-wait--zero-size');
  expect(screen.getByRole('status')).toHaveTextContent('Target is zero-size for 3 s.');
});

it('covers the target with a block of its own, removed on restore', () => {
  const { container } = render(<AutoWaitPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Cover for 3 s' }));
  expect(container.querySelector('.auto-wait__cover')).not.toBeNull();
  advance(3000);
  expect(container.querySelector('.auto-wait__cover')).toBeNull();
});

it('runs one timer per state, and none once the page is left', () => {
  const { unmount } = render(<AutoWaitPage />);
  expect(vi.getTimerCount()).toBe(0);
  fireEvent.click(screen.getByRole('button', { name: 'Disable for 3 s' }));
  expect(vi.getTimerCount()).toBe(1);
  fireEvent.click(screen.getByRole('button', { name: 'Disable for 3 s' }));
  fireEvent.click(screen.getByRole('button', { name: 'Hide for 3 s' }));
  expect(vi.getTimerCount()).toBe(1);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});

it('a new type clears the running timer', () => {
  render(<AutoWaitPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Hide for 3 s' }));
  fireEvent.change(screen.getByLabelText('Element type'), { target: { value: 'Input' } });
  expect(vi.getTimerCount()).toBe(0);
  advance(3000);
  expect(screen.getByRole('status')).toHaveTextContent('Ready.');
});

it('echoes the target outcomes', () => {
  render(<AutoWaitPage />);
  const type = screen.getByLabelText('Element type');
  fireEvent.click(screen.getByRole('button', { name: 'Target button' }));
  expect(screen.getByRole('status')).toHaveTextContent('The target was clicked.');
  fireEvent.change(type, { target: { value: 'Input' } });
  fireEvent.change(screen.getByLabelText('Target text'), { target: { value: '<b>x</b>' } });
  expect(screen.getByRole('status').textContent).toBe('Typed: <b>x</b>');
  fireEvent.change(type, { target: { value: 'Select' } });
  fireEvent.change(screen.getByLabelText('Target select'), { target: { value: 'Item 3' } });
  expect(screen.getByRole('status')).toHaveTextContent('Chosen: Item 3');
});
