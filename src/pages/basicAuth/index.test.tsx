import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import BasicAuthPage from '.';

it('shows the credentials and a plain link to the protected page', () => {
  render(<BasicAuthPage />);
  expect(screen.getByText('Username: student')).toBeVisible();
  expect(screen.getByText('Password: playground')).toBeVisible();
  expect(screen.getByText(/asks for the credentials in its own dialog/)).toBeVisible();
  expect(screen.getByText(/in the URL .*HTTP credentials.*Authorization header/)).toBeVisible();
  const link = screen.getByRole('link', { name: 'Open the protected page' });
  expect(link).toHaveAttribute('href', '/basicAuth/secure');
  // A plain document link, not a router link: the server's 401 or 200 is the exercise.
  expect(link).not.toHaveAttribute('data-discover');
});
