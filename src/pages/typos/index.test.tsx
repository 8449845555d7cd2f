import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import { renderPage } from '../../test/render';
import TyposPage from '.';
import { drawSentence } from './sentence';

it('shows the intro, then the seeded sentence as the second paragraph', () => {
  renderPage(<TyposPage />, '/typos?seed=8');
  const paragraphs = screen.getByRole('region', { name: 'Text to check' }).querySelectorAll('p');
  expect(paragraphs[0]).toHaveTextContent(
    'The second paragraph of this page has a typo on some loads and none on others.',
  );
  expect(paragraphs[1]).toHaveTextContent(drawSentence(createRandom(8)));
});
