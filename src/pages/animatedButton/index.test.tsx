import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import AnimatedButtonPage from './index';

it('spins the target until its animation ends, reporting its class on each click', () => {
  render(<AnimatedButtonPage />);
  const status = screen.getByRole('status');
  const target = screen.getByRole('button', { name: 'Moving target' });
  expect(status).toHaveTextContent('Not started.');

  fireEvent.click(screen.getByRole('button', { name: 'Start animation' }));
  expect(status).toHaveTextContent('Animation running…');
  expect(target).toHaveClass('spin');
  fireEvent.click(target);
  expect(status).toHaveTextContent("Moving target clicked; its class is 'btn btn-primary spin'.");

  fireEvent.animationEnd(target);
  expect(status).toHaveTextContent('Animation finished.');
  expect(target).not.toHaveClass('spin');
  fireEvent.click(target);
  expect(status).toHaveTextContent("Moving target clicked; its class is 'btn btn-primary'.");
});
