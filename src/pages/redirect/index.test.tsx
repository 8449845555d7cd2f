import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import RedirectPage from './index';

it('links to /redirect/go with a plain link of id "redirect"', () => {
  render(<RedirectPage />);
  const link = screen.getByRole('link', { name: 'Follow the redirect' });
  expect(link).toHaveAttribute('href', '/redirect/go');
  expect(link).toHaveAttribute('id', 'redirect');
  expect(screen.getByText(/status 302 and a/)).toBeVisible();
});
