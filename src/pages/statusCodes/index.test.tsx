import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findExercise } from '../../shared/catalog';
import StatusCodesPage from './index';

const renderAt = (path: string) => render(<StatusCodesPage exercise={findExercise(path)!} />);

describe('Status Codes', () => {
  it('explains the classes and links each code with a plain link', () => {
    renderAt('/statusCodes');
    for (const line of [
      '2xx: success',
      '3xx: redirection',
      '4xx: client error',
      '5xx: server error',
    ]) {
      expect(screen.getByText(line)).toBeVisible();
    }
    const links = within(screen.getByRole('list', { name: 'Status codes' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['200', '/statusCodes/200'],
      ['301', '/statusCodes/301'],
      ['404', '/statusCodes/404'],
      ['500', '/statusCodes/500'],
    ]);
  });

  it.each([200, 404, 500])('the %i page says so and links back', (code) => {
    renderAt(`/statusCodes/${code}`);
    expect(screen.getByText(`The server answered this page with status ${code}.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Status Codes' })).toHaveAttribute(
      'href',
      '/statusCodes',
    );
    expect(screen.queryByRole('list', { name: 'Status codes' })).toBeNull();
  });
});
