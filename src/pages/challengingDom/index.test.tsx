import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { createRandom } from '../../lib/random';
import { renderPage } from '../../test/render';
import ChallengingDomPage from '.';
import { drawPuzzle } from './puzzle';

it('reports the pressed label, then draws ids, labels and answer anew', async () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const user = userEvent.setup();
  renderPage(<ChallengingDomPage />, '/challengingDom?seed=6');
  const random = createRandom(6);
  const first = drawPuzzle(random);
  const second = drawPuzzle(random, first);
  const buttons = () => screen.getAllByRole('button');

  expect(buttons().map((b) => [b.id, b.textContent])).toEqual(
    first.buttons.map((b) => [b.id, b.label]),
  );
  expect(screen.getByRole('img')).toHaveAccessibleName(`Answer: ${first.answer}`);

  await user.click(buttons()[1]!);
  expect(screen.getByRole('status')).toHaveTextContent(
    `${first.buttons[1]!.label} button clicked.`,
  );
  expect(buttons().map((b) => [b.id, b.textContent])).toEqual(
    second.buttons.map((b) => [b.id, b.label]),
  );
  expect(screen.getByRole('img')).toHaveAccessibleName(`Answer: ${second.answer}`);
});

it('reports edit and delete with the row', async () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const user = userEvent.setup();
  renderPage(<ChallengingDomPage />);
  const row = screen.getByRole('cell', { name: 'Gamma4' }).closest('tr')!;
  await user.click(within(row).getByRole('link', { name: 'delete' }));
  expect(screen.getByRole('status')).toHaveTextContent('You clicked delete in row Alpha4.');
  await user.click(within(screen.getAllByRole('row')[10]!).getByRole('link', { name: 'edit' }));
  expect(screen.getByRole('status')).toHaveTextContent('You clicked edit in row Alpha9.');
  expect(screen.getAllByRole('row')).toHaveLength(11);
});
