import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderPage } from '../../test/render';
import EmailValidationPage from './index';
import { INVALID_CODE_LENGTH, INVALID_EMAIL, SEND_FAILED, VERIFY_FAILED } from '../../shared/twofa';

const fetchMock = mockFetch();

function setup() {
  renderPage(<EmailValidationPage />, '/emailValidation');
  return {
    user: userEvent.setup(),
    email: screen.getByLabelText('Email address'),
    code: screen.getByLabelText('Validation Code'),
    send: screen.getByRole('button', { name: 'Send e-mail' }),
    verify: screen.getByRole('button', { name: 'Verify' }),
  };
}

describe('EmailValidationPage', () => {
  it('shows the fields with their placeholders, note and numeric hint', () => {
    const { email, code } = setup();
    expect(email).toHaveAttribute('placeholder', 'Enter email');
    expect(email).toHaveAccessibleDescription("We'll never share your email with anyone else.");
    expect(code).toHaveAttribute('placeholder', 'Enter validation code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
  });

  it('clears an invalid address and says so, without calling the API', async () => {
    const { user, email, send } = setup();
    await user.type(email, 'ann @example.com');
    await user.click(send);
    expect(email).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_EMAIL);
    expect(screen.getByRole('alert')).toHaveClass('alert-danger');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends JSON with credentials and the XSRF header, and shows the answer in info style', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Sent!' }));
    const { user, email, send } = setup();
    await user.type(email, 'ann@example.com');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sent!');
    expect(screen.getByRole('alert')).toHaveClass('alert-info');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/send-email');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'tok123',
    });
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ann@example.com' });
  });

  it.each([
    ['a non-OK answer', () => Promise.resolve(jsonResponse(429, { message: 'Too many' }))],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
  ])('shows the send failure text on %s', async (_, answer) => {
    fetchMock.mockImplementation(answer);
    const { user, email, send } = setup();
    await user.type(email, 'ann@example.com');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
    expect(screen.getByRole('alert')).toHaveClass('alert-danger');
  });

  it('checks the code length before verifying', async () => {
    const { user, code, verify } = setup();
    await user.type(code, '12345');
    await user.click(verify);
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_CODE_LENGTH);
    expect(code).toHaveValue('12345');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the verify answer: info when OK, danger with its message otherwise', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'Invalid code. 4 tries left.' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Verified' }));
    const { user, code, verify } = setup();
    await user.type(code, 'abcdef');
    await user.click(verify);
    expect(await screen.findByText('Invalid code. 4 tries left.')).toHaveClass('alert-danger');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ typedCode: 'abcdef' });
    await user.click(verify);
    expect(await screen.findByText('Verified')).toHaveClass('alert-info');
  });

  it('shows the verify failure text when the answer is not JSON or the network fails', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const { user, code, verify } = setup();
    await user.type(code, '123456');
    await user.click(verify);
    expect(await screen.findByText(VERIFY_FAILED)).toHaveClass('alert-danger');
  });
});
