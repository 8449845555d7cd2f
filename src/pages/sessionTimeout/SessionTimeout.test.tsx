import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import SessionTimeout from '.';

// jsdom has no modal dialogs: opening and closing is all the page asks of them.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-05T09:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** A pointer press, then its click, as a user's would (both fire on the same element here). */
function press(button: HTMLElement) {
  fireEvent.pointerDown(button);
  fireEvent.click(button);
}
const dialog = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' });

it('counts idle seconds, warns at 14:00 with a countdown, and signs out at 15:00', async () => {
  renderPage(<SessionTimeout />);
  expect(screen.getByText('Signed in as practice-user.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'You are signed out after 15:00 without activity. A warning shows for the last 01:00.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Idle for 00:00')).toBeInTheDocument();
  await advance(1000);
  expect(screen.getByText('Idle for 00:01')).toBeInTheDocument();

  await advance(14 * 60_000 - 2000);
  expect(screen.getByText('Idle for 13:59')).toBeInTheDocument();
  expect(dialog()).toBeNull();
  await advance(1000);
  expect(dialog()).toHaveTextContent('Your session ends in 01:00');
  expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  await advance(1000);
  expect(dialog()).toHaveTextContent('Your session ends in 00:59');

  // Activity does not count behind the warning.
  fireEvent.keyDown(document.body, { key: 'a' });
  await advance(58_000);
  expect(dialog()).toHaveTextContent('Your session ends in 00:01');
  await advance(1000);
  expect(dialog()).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'You have been signed out: no activity for 15:00.',
  );
  expect(screen.queryByText('Signed in as practice-user.')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in again' })).toHaveFocus();

  press(screen.getByRole('button', { name: 'Sign in again' }));
  expect(screen.getByText('Idle for 00:00')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('resets the idle time on a press, key or wheel, not on mouse movement', async () => {
  renderPage(<SessionTimeout />);
  await advance(5000);
  fireEvent.mouseMove(document.body);
  fireEvent.pointerMove(document.body);
  await advance(1000);
  expect(screen.getByText('Idle for 00:06')).toBeInTheDocument();
  press(screen.getByRole('button', { name: 'Check messages' }));
  expect(screen.getByText('Idle for 00:00')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('No new messages.');
  for (const turn of [() => fireEvent.keyDown(document.body), () => fireEvent.wheel(document)]) {
    await advance(3000);
    expect(screen.getByText('Idle for 00:03')).toBeInTheDocument();
    turn();
    expect(screen.getByText('Idle for 00:00')).toBeInTheDocument();
  }
});

it('"Stay signed in" or Escape extends the session; "Sign out now" signs out', async () => {
  renderPage(<SessionTimeout />);
  await advance(14 * 60_000);
  press(screen.getByRole('button', { name: 'Stay signed in' }));
  expect(dialog()).toBeNull();
  expect(screen.getByText('Idle for 00:00')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Session extended.');

  await advance(14 * 60_000);
  fireEvent(dialog()!, new Event('cancel', { cancelable: true }));
  expect(dialog()).toBeNull();
  expect(screen.getByText('Idle for 00:00')).toBeInTheDocument();

  await advance(14 * 60_000);
  press(screen.getByRole('button', { name: 'Sign out now' }));
  expect(screen.getByRole('alert')).toHaveTextContent('You have signed out.');
  expect(screen.getByRole('button', { name: 'Sign in again' })).toHaveFocus();
});

it('after a clock jump past the limit, the next check signs out with no warning first', async () => {
  renderPage(<SessionTimeout />);
  vi.setSystemTime(Date.now() + 60 * 60_000);
  // A key press before that check does not revive it either.
  fireEvent.keyDown(document.body);
  expect(dialog()).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'You have been signed out: no activity for 15:00.',
  );
});

it('checks the clock when the tab shows again', async () => {
  renderPage(<SessionTimeout />);
  vi.setSystemTime(Date.now() + 14 * 60_000 + 30_000);
  await act(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(dialog()).toHaveTextContent('Your session ends in 00:30');
});

it('takes a practice limit from ?idleLimit, and says so', async () => {
  renderPage(<SessionTimeout />, '/sessionTimeout?idleLimit=20');
  expect(screen.getByText('Limit shortened by ?idleLimit for practice.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'You are signed out after 00:20 without activity. A warning shows for the last 00:10.',
    ),
  ).toBeInTheDocument();
  await advance(10_000);
  expect(dialog()).toHaveTextContent('Your session ends in 00:10');
  await advance(10_000);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'You have been signed out: no activity for 00:20.',
  );
});

it('refuses any other idleLimit and keeps 15:00', () => {
  renderPage(<SessionTimeout />, '/sessionTimeout?idleLimit=5');
  expect(
    screen.getByText('idleLimit must be a whole number of seconds from 10 to 900; using 15:00.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/signed out after 15:00 without activity/)).toBeInTheDocument();
});
