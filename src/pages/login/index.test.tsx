import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import LoginPage from './index';

const fetchMock = mockFetch((url) =>
  Promise.resolve(
    url === '/api/session' ? jsonResponse(200, { message: 'Ready' }) : jsonResponse(500, {}),
  ),
);

function Arrived() {
  const location = useLocation();
  return <p>Arrived with {String((location.state as { flash?: string } | null)?.flash)}</p>;
}

function setup(path = '/login') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/secureArea" element={<Arrived />} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    user: userEvent.setup(),
    username: screen.getByLabelText('Username'),
    password: screen.getByLabelText('Password'),
    logIn: screen.getByRole('button', { name: 'Log in' }),
  };
}

const loginCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/login');

describe('LoginPage', () => {
  it('calls GET /api/session first and shows the practice account in code style', () => {
    setup();
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.anything());
    const codes = [...document.querySelectorAll('code')].map((c) => c.textContent);
    expect(codes).toEqual(['tester', 'Str0ng!Pass']);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
  });

  it('refuses an empty field without a request', async () => {
    const { user, username, logIn } = setup();
    await user.type(username, 'tester');
    await user.click(logIn);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter both a username and a password.');
    expect(screen.getByRole('alert')).toHaveClass('alert-danger');
    expect(loginCalls()).toHaveLength(0);
  });

  it("shows the server's refusal and empties the password", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(401, { message: 'The password is not valid.' })),
    );
    const { user, username, password, logIn } = setup();
    await user.type(username, 'tester');
    await user.type(password, 'nope');
    await user.click(logIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not valid.');
    expect(password).toHaveValue('');
    expect(username).toHaveValue('tester');
    const [, init] = loginCalls()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ username: 'tester', password: 'nope' });
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'tok123' });
  });

  it('moves to /secureArea with the success message on 200', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(200, { message: 'You logged in to the secure area.', username: 'x' }),
      ),
    );
    const { user, username, password, logIn } = setup();
    await user.type(username, 'tester');
    await user.type(password, 'Str0ng!Pass');
    await user.click(logIn);
    expect(
      await screen.findByText('Arrived with You logged in to the secure area.'),
    ).toBeInTheDocument();
  });

  it('opens with the notice flash, which its × button closes', async () => {
    const { user } = setup('/login?notice=logged-out');
    expect(screen.getByRole('alert')).toHaveTextContent('You have been logged out.');
    expect(screen.getByRole('alert')).toHaveClass('alert-success');
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });
});
