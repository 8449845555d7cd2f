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
  expect(target).toHaveStyle({ visibility: 'hidden' });
  expect(status).toHaveTextContent('Target is hidden for 3 s.');
  advance(2999);
  expect(target).toHaveStyle({ visibility: 'hidden' });
  advance(1);
  expect(target).not.toHaveStyle({ visibility: 'hidden' });
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

it('shrinks the target to zero size without pointer events', () => {
  render(<AutoWaitPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Shrink to zero for 3 s' }));
  expect(screen.getByRole('button', { name: 'Target button' })).toHaveStyle({
    width: '0px',
    height: '0px',
    padding: '0px',
    pointerEvents: 'none',
  });
  expect(screen.getByRole('status')).toHaveTextContent('Target is zero-size for 3 s.');
});
