import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import PopupLogin from '.';

/** A real window to stand for the pop-up: an iframe's. */
function fakePopup() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const popup = iframe.contentWindow!;
  vi.spyOn(popup, 'focus').mockImplementation(() => {});
  return {
    popup,
    close: () => Object.defineProperty(popup, 'closed', { value: true }),
    remove: () => iframe.remove(),
  };
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in with Practice ID' });
const status = () => screen.getByRole('status');
const RESULT = {
  type: 'practice-id-result',
  practiceId: 'PX-2048',
  displayName: 'Practice Learner',
};

function post(data: unknown, source: Window, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  });
}

let opened: ReturnType<typeof fakePopup>;
let open: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  opened = fakePopup();
  open = vi.spyOn(window, 'open').mockReturnValue(opened.popup);
});

afterEach(() => {
  opened.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('opens one 480 × 640 pop-up that keeps its opener, then only brings it to the front', () => {
  renderPage(<PopupLogin />);
  expect(status()).toHaveTextContent('Not signed in.');
  fireEvent.click(signInButton());
  expect(open).toHaveBeenCalledWith('/popupLogin/signin', '_blank', 'popup,width=480,height=640');
  expect(status()).toHaveTextContent('Waiting for the sign-in window…');
  fireEvent.click(signInButton());
  expect(open).toHaveBeenCalledTimes(1);
  expect(opened.popup.focus).toHaveBeenCalledTimes(1);
});

it('signs in with the result the pop-up posts, and signs out', () => {
  renderPage(<PopupLogin />);
  fireEvent.click(signInButton());
  post(RESULT, opened.popup);
  expect(status()).toHaveTextContent('Signed in as Practice Learner (PX-2048).');
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(status()).toHaveTextContent('Not signed in.');
  expect(signInButton()).toBeInTheDocument();
});

it('says when the sign-in was cancelled', () => {
  renderPage(<PopupLogin />);
  fireEvent.click(signInButton());
  post({ type: 'practice-id-cancelled' }, opened.popup);
  expect(status()).toHaveTextContent('Sign-in was cancelled.');
});

it('takes messages only from the window it opened, on its own origin', () => {
  renderPage(<PopupLogin />);
  post(RESULT, opened.popup);
  expect(status()).toHaveTextContent('Not signed in.');
  fireEvent.click(signInButton());
  post(RESULT, window);
  post(RESULT, opened.popup, 'http://elsewhere.example');
  post({ type: 'practice-id-result', practiceId: 'PX-2048' }, opened.popup);
  expect(status()).toHaveTextContent('Waiting for the sign-in window…');
});

it('sees the pop-up closed before signing in within 1 s', () => {
  vi.useFakeTimers();
  renderPage(<PopupLogin />);
  fireEvent.click(signInButton());
  opened.close();
  act(() => vi.advanceTimersByTime(1000));
  expect(status()).toHaveTextContent('The sign-in window was closed before signing in.');
});

it('says when the pop-up was blocked', () => {
  open.mockReturnValue(null);
  renderPage(<PopupLogin />);
  fireEvent.click(signInButton());
  expect(status()).toHaveTextContent(
    'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  );
});
