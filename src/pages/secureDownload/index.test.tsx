import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import SecureDownloadPage from '.';

it('shows the credentials of Basic Auth', () => {
  render(<SecureDownloadPage />);
  expect(screen.getByText('Username: student')).toBeVisible();
  expect(screen.getByText('Password: playground')).toBeVisible();
});

it('links each secure file plainly, with no download attribute', () => {
  render(<SecureDownloadPage />);
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'secure-report.txt',
    'secure-data.csv',
    'secure-data.json',
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute('href', `/secureDownload/files/${link.textContent}`);
    expect(link).not.toHaveAttribute('download');
  }
});
