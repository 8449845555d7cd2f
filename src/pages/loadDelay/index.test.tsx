import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import LoadDelayPage from './index';

it('says "Button clicked." when the button is clicked', async () => {
  render(<LoadDelayPage />);
  expect(screen.getByRole('status')).toHaveTextContent('');
  await userEvent.click(screen.getByRole('button', { name: 'Button shown after the delay' }));
  expect(screen.getByRole('status')).toHaveTextContent('Button clicked.');
});
