import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import PopupLoginSignin from '.';

const opener = { closed: false, postMessage: vi.fn() };

beforeEach(() => {
  opener.closed = false;
  opener.postMessage.mockReset();
  vi.stubGlobal('opener', opener);
  vi.spyOn(window, 'close').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });

it('refuses empty fields, then a wrong passcode (emptied), and stays open', async () => {
  const user = userEvent.setup();
  renderPage(<PopupLoginSignin />);
  expect(field('Passcode')).toHaveAttribute('type', 'password');
  await user.click(button('Sign in'));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter your Practice ID and your passcode.');
  await user.type(field('Practice ID'), 'PX-2048');
  await user.type(field('Passcode'), 'Window-84');
  await user.click(button('Sign in'));
  expect(screen.getByRole('alert')).toHaveTextContent('The Practice ID or the passcode is wrong.');
  expect(field('Passcode')).toHaveValue('');
  expect(field('Practice ID')).toHaveValue('PX-2048');
  expect(opener.postMessage).not.toHaveBeenCalled();
  expect(window.close).not.toHaveBeenCalled();
});

it('posts the result to its opener, for the site origin only, then closes', async () => {
  renderPage(<PopupLoginSignin />);
  vi.useFakeTimers();
  fireEvent.change(field('Practice ID'), { target: { value: ' px-4096 ' } });
  fireEvent.change(field('Passcode'), { target: { value: 'Window-84' } });
  fireEvent.click(button('Sign in'));
  expect(opener.postMessage).toHaveBeenCalledWith(
    { type: 'practice-id-result', practiceId: 'PX-4096', displayName: 'Practice Reviewer' },
    window.location.origin,
  );
  expect(window.close).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(500));
  expect(window.close).toHaveBeenCalledTimes(1);
});

it('Cancel posts a cancel and closes', () => {
  vi.useFakeTimers();
  renderPage(<PopupLoginSignin />);
  fireEvent.click(button('Cancel'));
  expect(opener.postMessage).toHaveBeenCalledWith(
    { type: 'practice-id-cancelled' },
    window.location.origin,
  );
  act(() => vi.advanceTimersByTime(500));
  expect(window.close).toHaveBeenCalledTimes(1);
});

it('without an opener shows only the way to the Popup Login page', () => {
  vi.stubGlobal('opener', null);
  renderPage(<PopupLoginSignin />);
  expect(screen.getByText('Open this window from the Popup Login page.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Popup Login' })).toHaveAttribute(
    'href',
    '/popupLogin',
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('says so at Sign in when the opener has closed meanwhile', () => {
  renderPage(<PopupLoginSignin />);
  opener.closed = true;
  fireEvent.change(field('Practice ID'), { target: { value: 'PX-2048' } });
  fireEvent.change(field('Passcode'), { target: { value: 'Window-42' } });
  fireEvent.click(button('Sign in'));
  expect(opener.postMessage).not.toHaveBeenCalled();
  expect(screen.getByText('Open this window from the Popup Login page.')).toBeInTheDocument();
});
