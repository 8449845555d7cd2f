import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import ZoomLevelPage from './index';

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({
    matches: true,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

const finger = (clientX: number, clientY: number) => ({ clientX, clientY });

it('starts at 100% and follows a two-finger pinch inside the area', () => {
  render(<ZoomLevelPage />);
  expect(screen.getByTestId('zoom-percent')).toHaveTextContent('100%');
  expect(screen.getByText('Pinch scale: 1.00×')).toBeInTheDocument();

  const area = screen.getByTestId('zoom-display');
  fireEvent.touchStart(area, { touches: [finger(0, 0), finger(100, 0)] });
  fireEvent.touchMove(area, { touches: [finger(0, 0), finger(150, 0)] });
  expect(screen.getByTestId('zoom-percent')).toHaveTextContent('150%');
  expect(screen.getByText('Pinch scale: 1.50×')).toBeInTheDocument();

  fireEvent.touchMove(area, { touches: [finger(0, 0), finger(1000, 0)] });
  expect(screen.getByTestId('zoom-percent')).toHaveTextContent('400%');
});
