import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import BasicAuthSecurePage from '.';

it('says who is signed in and links back to Basic Auth', () => {
  render(<BasicAuthSecurePage />);
  expect(
    screen.getByText('You are signed in with HTTP Basic authentication as student.'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to Basic Auth' })).toHaveAttribute(
    'href',
    '/basicAuth',
  );
});
