import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import HoversPage from './index';

it('shows three focusable figures named "User {n}", each with its avatar, caption and link', () => {
  renderPage(<HoversPage />, '/hovers');
  for (const n of [1, 2, 3]) {
    const figure = screen.getByRole('figure', { name: `User ${n}` });
    expect(figure.tabIndex).toBe(0);
    expect(within(figure).getByRole('img', { name: `User avatar ${n}` })).toBeInTheDocument();
    expect(within(figure).getByText(`User name: user${n}`)).toBeInTheDocument();
    expect(within(figure).getByRole('link', { name: 'Open profile' })).toHaveAttribute(
      'href',
      `/hovers?profile=${n}`,
    );
  }
  expect(screen.queryByText(/Showing the profile of/)).toBeNull();
});

it('names the profile that ?profile= asks for', () => {
  renderPage(<HoversPage />, '/hovers?profile=2');
  expect(screen.getByText('Showing the profile of user2.')).toBeInTheDocument();
});
