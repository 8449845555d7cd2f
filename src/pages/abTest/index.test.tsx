import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import { renderPage } from '../../test/render';
import AbTestPage from '.';
import { drawHeading } from './variant';

afterEach(() => {
  document.cookie = 'abOptOut=; max-age=0';
});

it('shows the seeded variant', () => {
  renderPage(<AbTestPage />, '/abTest?seed=3');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
    drawHeading('', createRandom(3)),
  );
});

it('shows the standard page with the opt-out cookie', () => {
  document.cookie = 'abOptOut=true';
  renderPage(<AbTestPage />, '/abTest?seed=3');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
    'No A/B test: showing the standard page',
  );
});
