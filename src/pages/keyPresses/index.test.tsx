import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import KeyPressesPage from '.';

it('names each key pressed anywhere and lets characters reach the field', async () => {
  const user = userEvent.setup();
  renderPage(<KeyPressesPage />, '/keyPresses');
  const [pressed, code] = screen.getAllByRole('status');
  expect(pressed).toHaveTextContent(/^$/);
  expect(code).toHaveTextContent(/^$/);

  await user.click(screen.getByRole('textbox', { name: 'Key target' }));
  await user.keyboard('a');
  expect(pressed).toHaveTextContent('You pressed: a');
  expect(code).toHaveTextContent('Key code: KeyA');
  expect(screen.getByRole('textbox', { name: 'Key target' })).toHaveValue('a');

  fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
  expect(pressed).toHaveTextContent('You pressed: Space');
  expect(code).toHaveTextContent('Key code: Space');
});
