import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import WaitMessagePage from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('shows the secret message only when the countdown reaches 0', () => {
  render(<WaitMessagePage />);
  const countdown = screen.getByRole('timer', { name: 'Countdown' });
  for (const n of [5, 4, 3, 2, 1]) {
    expect(countdown).toHaveTextContent(String(n));
    expect(screen.queryByText('The secret message is: banana')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
  expect(countdown).toHaveTextContent('0');
  expect(screen.getByText('The secret message is: banana')).toBeInTheDocument();
});
