import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import ConnectTheDotsPage from '.';
import { layout } from './dots';

beforeAll(() => {
  // jsdom has no 2D canvas; the drawing itself is checked end to end.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** Mouse events at canvas pixel coordinates (jsdom lays the canvas out at 0,0 and size 0). */
function mouse(
  canvas: HTMLElement,
  type: 'mouseDown' | 'mouseMove',
  dot: { x: number; y: number },
) {
  vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 400));
  fireEvent[type](canvas, { clientX: dot.x, clientY: dot.y });
}

describe('ConnectTheDotsPage', () => {
  it('reports the path in its status, and the button toggles 3 and 6 dots, resetting edges', () => {
    renderPage(<ConnectTheDotsPage />);
    const canvas = screen.getByRole('img', { name: '3 dots in a triangle' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Connected 0 of 3 dots');
    const [a, b, c] = layout(3);
    mouse(canvas, 'mouseDown', a!);
    mouse(canvas, 'mouseMove', b!);
    expect(status).toHaveTextContent('Connected 2 of 3 dots');
    mouse(canvas, 'mouseMove', c!);
    mouse(canvas, 'mouseMove', a!);
    expect(status).toHaveTextContent('Path closed');

    fireEvent.click(screen.getByRole('button', { name: 'Connect more dots' }));
    expect(screen.getByRole('img', { name: '6 dots in a hexagon' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Connected 0 of 6 dots');
    fireEvent.click(screen.getByRole('button', { name: 'Connect less dots' }));
    expect(status).toHaveTextContent('Connected 0 of 3 dots');
  });

  it('mouse up ends the drag', () => {
    renderPage(<ConnectTheDotsPage />);
    const canvas = screen.getByRole('img', { name: '3 dots in a triangle' });
    const [a, b, c] = layout(3);
    mouse(canvas, 'mouseDown', a!);
    mouse(canvas, 'mouseMove', b!);
    fireEvent.mouseUp(canvas);
    mouse(canvas, 'mouseMove', c!);
    expect(screen.getByRole('status')).toHaveTextContent('Connected 2 of 3 dots');
  });
});
