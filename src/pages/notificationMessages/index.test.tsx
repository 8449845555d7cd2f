import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import NotificationMessagesPage from './index';
import { drawNotification } from './notifications';

function renderWithSeed(seed: number) {
  render(
    <MemoryRouter initialEntries={[`/notificationMessages?seed=${seed}`]}>
      <NotificationMessagesPage />
    </MemoryRouter>,
  );
}

it('shows no notification at load, then the seeded draw of each click', () => {
  renderWithSeed(7);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const expected = createRandom(7);
  const link = screen.getByRole('link', { name: 'Show a new message' });
  expect(link).toHaveAttribute('href', '/notificationMessages');
  for (let click = 0; click < 5; click++) {
    fireEvent.click(link);
    const { text, variant } = drawNotification(expected);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).toHaveClass(`alert-${variant}`);
  }
});

it('closes the notification until the next click, handing focus back to the link', () => {
  renderWithSeed(1);
  const link = screen.getByRole('link', { name: 'Show a new message' });
  fireEvent.click(link);
  const close = screen.getByRole('button', { name: 'Close message' });
  expect(close).toHaveTextContent('×');
  fireEvent.click(close);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(link).toHaveFocus();
  fireEvent.click(link);
  expect(screen.getByRole('alert')).toBeInTheDocument();
});
