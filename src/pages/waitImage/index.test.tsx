import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OCR_IMAGE } from '../../lib/media';
import WaitImagePage from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('counts down from 5 and then shows the OCR image in place of the text', () => {
  render(<WaitImagePage />);
  for (const n of [5, 4, 3, 2, 1]) {
    expect(screen.getByText(`The secret image will appear in ${n}...`)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
  expect(screen.getByRole('img', { name: 'OCR Text Example' })).toHaveAttribute(
    'src',
    OCR_IMAGE.src,
  );
  expect(screen.queryByText(/will appear in/)).not.toBeInTheDocument();
});
