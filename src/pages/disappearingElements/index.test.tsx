import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import { renderPage } from '../../test/render';
import DisappearingElementsPage from '.';
import { drawMenu } from './menu';

it('shows the seeded menu, counts it, and reports a click', async () => {
  const user = userEvent.setup();
  renderPage(<DisappearingElementsPage />, '/disappearingElements?seed=5');
  const expected = drawMenu(createRandom(5));
  const links = within(screen.getByRole('navigation', { name: 'Site menu' })).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(expected);
  expect(screen.getByText(`Menu items shown: ${expected.length} of 5`)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('');
  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(screen.getByRole('status')).toHaveTextContent('You clicked Home.');
});
