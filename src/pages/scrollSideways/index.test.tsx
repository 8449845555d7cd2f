import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import ScrollSidewaysPage from '.';

it('shows the intro and the six sentences in order, one gap between each two', () => {
  const { container } = renderPage(<ScrollSidewaysPage />, '/scrollSideways');
  expect(
    screen.getByText('Scroll a row sideways until the vegetable you need comes into view.'),
  ).toBeInTheDocument();
  const row = container.querySelector('.scroll-sideways-row');
  expect([...(row?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
    'The first vegetable is carrot.',
    'The second vegetable is broccoli.',
    'The third vegetable is spinach.',
    'The fourth vegetable is zucchini.',
    'The fifth vegetable is eggplant.',
    'The sixth and last vegetable is bell pepper.',
  ]);
  expect(row?.querySelectorAll('.scroll-sideways-gap[aria-hidden="true"]')).toHaveLength(5);
});
