import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { findExercise } from '../../shared/catalog';
import { renderPage } from '../../test/render';
import SimilarPagesPage from '.';
import { FIRST_VERSION_PATH, SECOND_VERSION_PATH, TOOLTIP } from './search';

const renderVersion = (path: string) =>
  renderPage(<SimilarPagesPage exercise={findExercise(path)!} />, path);

it('the first version has neither the tooltip nor the test attribute', () => {
  renderVersion(FIRST_VERSION_PATH);
  expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('data-testid');
});

it('the catalog entry of the second version turns on its tooltip and test attribute', async () => {
  const user = userEvent.setup();
  renderVersion(SECOND_VERSION_PATH);
  expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute(
    'data-testid',
    'search-button',
  );
  await user.hover(screen.getByText('Search for a book by the name of its author.'));
  expect(screen.getByRole('tooltip')).toHaveTextContent(TOOLTIP);
});
