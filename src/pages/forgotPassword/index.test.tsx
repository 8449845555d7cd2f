import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderPage } from '../../test/render';
import ForgotPasswordPage from './index';

const fetchMock = mockFetch();

function setup() {
  renderPage(<ForgotPasswordPage />, '/forgotPassword');
  return {
    user: userEvent.setup(),
    email: screen.getByLabelText('E-mail'),
    send: screen.getByRole('button', { name: 'Send reset e-mail' }),
  };
}

const sent = (practiceInbox: boolean) =>
  jsonResponse(200, {
    message: 'A reset e-mail was sent to a+b@example.com.',
    reference: 'K7QX2M',
    practiceInbox,
  });

describe('ForgotPasswordPage', () => {
  it('refuses an invalid address without a request', async () => {
    const { user, email, send } = setup();
    expect(email).toHaveAttribute('placeholder', 'Enter email');
    await user.type(email, 'ann');
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid e-mail address. Please insert a valid e-mail address.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the message, the reference and the inbox link (address URL-encoded)', async () => {
    fetchMock.mockResolvedValue(sent(true));
    const { user, email, send } = setup();
    await user.type(email, 'a+b@example.com');
    await user.click(send);
    expect(await screen.findByText('Reference: K7QX2M')).toBeInTheDocument();
    expect(screen.getByText('A reset e-mail was sent to a+b@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the practice inbox' })).toHaveAttribute(
      'href',
      '/emailValidation/inbox?address=a%2Bb%40example.com',
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/forgot-password');
    expect(init).toMatchObject({ method: 'POST', headers: { 'X-XSRF-TOKEN': 'tok123' } });
  });

  it('leaves out the inbox link when the server sent by SMTP', async () => {
    fetchMock.mockResolvedValue(sent(false));
    const { user, email, send } = setup();
    await user.type(email, 'a+b@example.com');
    await user.click(send);
    expect(await screen.findByText('Reference: K7QX2M')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the practice inbox' })).toBeNull();
  });

  it("shows the server's error, or a plain one when the network fails", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { message: 'Too many requests.' }));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const { user, email, send } = setup();
    await user.type(email, 'ann@example.com');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    await user.click(send);
    expect(
      await screen.findByText('Failed to send the reset e-mail. Please try again later.'),
    ).toHaveClass('alert-danger');
  });
});
