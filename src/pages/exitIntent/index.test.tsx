import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import ExitIntentPage from './index';

const status = () => screen.getByRole('status');
const exitAt = (clientY: number) => fireEvent.mouseOut(document, { clientY, relatedTarget: null });

it('opens the modal on an exit through the top, counts it, and Close hides it', async () => {
  render(<ExitIntentPage />);
  expect(status()).toHaveTextContent('Exit-intent modal shown: 0 times');
  exitAt(400);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(status()).toHaveTextContent('Exit-intent modal shown: 0 times');

  exitAt(5);
  const dialog = await screen.findByRole('dialog', { name: 'Leaving so soon?' });
  expect(dialog).toHaveTextContent(
    'This window opens when the mouse leaves the page through the top.',
  );
  expect(status()).toHaveTextContent('Exit-intent modal shown: 1 times');
  exitAt(5);
  expect(status()).toHaveTextContent('Exit-intent modal shown: 1 times');

  // Clicks with fireEvent: user-event's simulated pointer would itself leave "the document".
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  exitAt(0);
  expect(await screen.findByRole('dialog', { name: 'Leaving so soon?' })).toBeInTheDocument();
  expect(status()).toHaveTextContent('Exit-intent modal shown: 2 times');
});

it('the keyboard button opens the modal too', async () => {
  render(<ExitIntentPage />);
  screen.getByRole('button', { name: 'Open the modal without the mouse' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Leaving so soon?' })).toBeInTheDocument();
  expect(status()).toHaveTextContent('Exit-intent modal shown: 1 times');
});

it('leaving the page removes its mouseout listener', () => {
  const added = vi.spyOn(document, 'addEventListener');
  const removed = vi.spyOn(document, 'removeEventListener');
  const { unmount } = render(<ExitIntentPage />);
  unmount();
  const mouseOutListeners = (spy: typeof added) =>
    spy.mock.calls.filter(([type]) => type === 'mouseout').map(([, listener]) => listener);
  expect(mouseOutListeners(added).length).toBeGreaterThan(0);
  expect(mouseOutListeners(removed)).toEqual(mouseOutListeners(added));
  added.mockRestore();
  removed.mockRestore();
});
