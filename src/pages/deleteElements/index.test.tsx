import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import DeleteElementsPage from '.';

it('adds with Enter, warns on blank input, deletes, and shows the empty-list info', async () => {
  const user = userEvent.setup();
  renderPage(<DeleteElementsPage />);
  const input = screen.getByLabelText('New element');
  await user.type(input, '  New one  {Enter}');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Element 1',
    'Element 2',
    'Element 3',
    'New one',
  ]);
  expect(input).toHaveValue('');
  await user.type(input, '   {Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid element name.');
  for (const name of ['Element 1', 'Element 2', 'Element 3', 'New one'])
    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  expect(screen.getByRole('status')).toHaveTextContent(
    'No elements to display. Add some using the input above.',
  );
});
