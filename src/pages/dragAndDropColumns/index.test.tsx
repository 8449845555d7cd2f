import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import DragAndDropColumnsPage from './index';

const boxes = (container: HTMLElement) => ({
  a: container.querySelector('#column-a')!,
  b: container.querySelector('#column-b')!,
});

it('swaps the headers on a drop of one box onto the other, even without a dataTransfer', () => {
  const { container } = render(<DragAndDropColumnsPage />);
  const { a, b } = boxes(container);
  fireEvent.dragStart(a);
  expect(a).toHaveClass('dnd-dragging');
  fireEvent.dragOver(b);
  expect(b).toHaveClass('dnd-over');
  fireEvent.drop(b);
  fireEvent.dragEnd(a);
  expect(a).toHaveTextContent('B');
  expect(b).toHaveTextContent('A');
  expect(screen.getByRole('status')).toHaveTextContent('Order: B, A');
  expect(a).not.toHaveClass('dnd-dragging');
  expect(b).not.toHaveClass('dnd-over');
});

it('ignores a drop on the dragged box itself and a drop with no drag started', () => {
  const { container } = render(<DragAndDropColumnsPage />);
  const { a, b } = boxes(container);
  fireEvent.dragStart(a);
  fireEvent.drop(a);
  fireEvent.drop(b);
  expect(screen.getByRole('status')).toHaveTextContent('Order: A, B');
});

it('swaps with Enter or Space on a box, and not with other keys', () => {
  const { container } = render(<DragAndDropColumnsPage />);
  const { a, b } = boxes(container);
  fireEvent.keyDown(b, { key: 'Enter' });
  expect(screen.getByRole('status')).toHaveTextContent('Order: B, A');
  fireEvent.keyDown(a, { key: 'x' });
  expect(screen.getByRole('status')).toHaveTextContent('Order: B, A');
  fireEvent.keyDown(a, { key: ' ' });
  expect(screen.getByRole('status')).toHaveTextContent('Order: A, B');
});

it('keeps the dashed border while the pointer moves onto the header, and drops it on leaving', () => {
  const { container } = render(<DragAndDropColumnsPage />);
  const { a, b } = boxes(container);
  fireEvent.dragStart(a);
  fireEvent.dragEnter(b);
  // jsdom has no DragEvent; a MouseEvent carries relatedTarget just the same.
  const leave = (relatedTarget: Element | null) =>
    act(() => {
      b.dispatchEvent(new MouseEvent('dragleave', { bubbles: true, relatedTarget }));
    });
  leave(b.querySelector('header'));
  expect(b).toHaveClass('dnd-over');
  leave(container);
  expect(b).not.toHaveClass('dnd-over');
});
