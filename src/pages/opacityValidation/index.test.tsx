import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import OpacityValidationPage from './index';

it('shows nothing before the first click, then the last clicked button', () => {
  render(<OpacityValidationPage />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(/^$/);
  fireEvent.click(screen.getByRole('button', { name: 'Opacity 0 button' }));
  expect(status).toHaveTextContent('✓ You clicked the Opacity 0 button!');
  fireEvent.click(screen.getByRole('button', { name: 'Opacity 50 button' }));
  expect(status).toHaveTextContent(/^✓ You clicked the Opacity 50 button!$/);
});

it('sets the opacity on the card and not on its button', () => {
  render(<OpacityValidationPage />);
  const button = screen.getByRole('button', { name: 'Opacity 1 button' });
  expect(button.closest('.card')).toHaveStyle({ opacity: '0.01' });
  expect(button.style.opacity).toBe('');
});
