import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import TextInputPage from './index';

// Testing Library's events are untrusted (isTrusted false), like a script's: they never count.
it('keeps the name for a value that untrusted input events set', () => {
  render(<TextInputPage />);
  fireEvent.input(screen.getByLabelText('New button name'), { target: { value: 'Hello' } });
  fireEvent.click(screen.getByRole('button', { name: 'Button that takes the typed name' }));
  expect(screen.getByRole('status')).toHaveTextContent(
    'The text was not typed, so the button keeps its name.',
  );
  expect(screen.getByRole('status')).toHaveClass('alert-warning');
  expect(screen.getByRole('button', { name: 'Button that takes the typed name' })).toBeVisible();
});

it('asks for a name when the field is blank', () => {
  render(<TextInputPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Button that takes the typed name' }));
  expect(screen.getByRole('status')).toHaveTextContent('Type a name first.');
  expect(screen.getByRole('status')).toHaveClass('alert-warning');
});
