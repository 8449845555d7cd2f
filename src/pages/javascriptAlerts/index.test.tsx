import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import JavascriptAlertsPage from '.';

afterEach(() => vi.restoreAllMocks());

it('opens each dialog with its message and replaces the result line with its answer', async () => {
  const alert = vi.spyOn(window, 'alert').mockReturnValue(undefined);
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(true).mockReturnValueOnce(false);
  const prompt = vi.spyOn(window, 'prompt').mockReturnValueOnce('hello').mockReturnValueOnce(null);
  const user = userEvent.setup();
  renderPage(<JavascriptAlertsPage />, '/javascriptAlerts');
  const result = screen.getByRole('status');
  expect(result).toHaveTextContent(/^$/);

  await user.click(screen.getByRole('button', { name: 'Open alert' }));
  expect(alert).toHaveBeenCalledWith('This is a JavaScript alert.');
  expect(result).toHaveTextContent('You closed the alert.');

  await user.click(screen.getByRole('button', { name: 'Open confirm' }));
  expect(confirm).toHaveBeenCalledWith('Do you want to continue?');
  expect(result).toHaveTextContent('You chose OK.');
  await user.click(screen.getByRole('button', { name: 'Open confirm' }));
  expect(result).toHaveTextContent('You chose Cancel.');

  await user.click(screen.getByRole('button', { name: 'Open prompt' }));
  expect(prompt).toHaveBeenCalledWith('Type some text:', '');
  expect(result).toHaveTextContent('You typed: hello');
  await user.click(screen.getByRole('button', { name: 'Open prompt' }));
  expect(result).toHaveTextContent('You cancelled the prompt.');
});
