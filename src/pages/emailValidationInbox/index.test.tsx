import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderPage } from '../../test/render';
import { INVALID_EMAIL } from '../../shared/twofa';
import EmailValidationInboxPage, { LOAD_FAILED } from './index';

const message = (id: string, text: string) => ({
  id,
  from: 'Automation Playground <no-reply@localhost>',
  to: 'ann@example.com',
  subject: 'Your verification code',
  text,
  receivedAt: '2026-01-01T10:00:00.000Z',
});

const fetchMock = mockFetch();

describe('EmailValidationInboxPage', () => {
  it('loads the inbox of the address in the URL, newest first as the API gives it', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        address: 'ann@example.com',
        messages: [message('2', 'code 222222'), message('1', 'code 111111')],
      }),
    );
    renderPage(<EmailValidationInboxPage />, '/emailValidation/inbox?address=%40Ann%40example.com');
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('code 222222');
    expect(items[1]).toHaveTextContent('code 111111');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/inbox/%40Ann%40example.com');
    expect(screen.getByRole('heading', { name: 'Inbox of ann@example.com' })).toBeVisible();
  });

  it('shows the server message, or a failure text when there is no answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'The practice inbox is off.' }));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    renderPage(<EmailValidationInboxPage />, '/emailValidation/inbox?address=ann%40example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('The practice inbox is off.');
    await userEvent.click(screen.getByRole('button', { name: 'Open inbox' }));
    expect(await screen.findByText(LOAD_FAILED)).toHaveClass('alert-danger');
  });

  it('refuses an invalid address without calling the API', async () => {
    renderPage(<EmailValidationInboxPage />, '/emailValidation/inbox');
    await userEvent.type(screen.getByLabelText('Email address'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Open inbox' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_EMAIL);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
