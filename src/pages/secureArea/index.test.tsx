import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import SecureAreaPage from './index';

const fetchMock = mockFetch();

function Login() {
  const { search } = useLocation();
  return <p>Login page{search}</p>;
}

function setup(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/secureArea', state }]}>
      <Routes>
        <Route path="/secureArea" element={<SecureAreaPage />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('SecureAreaPage', () => {
  it('shows who is signed in, and the flash handed over by the login', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { username: 'tester' }));
    setup({ flash: 'You logged in to the secure area.' });
    expect(screen.getByRole('alert')).toHaveTextContent('You logged in to the secure area.');
    expect(screen.getByRole('alert')).toHaveClass('alert-success');
    expect(await screen.findByText('Signed in as tester.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything());
  });

  it('moves to /login?notice=login-required on 401', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { message: 'Log in first to see the secure area.' }),
    );
    setup();
    expect(await screen.findByText('Login page?notice=login-required')).toBeInTheDocument();
  });

  it('shows another failure as a danger flash and stays', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(503, { message: 'The service is temporarily unavailable.' }),
    );
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable.',
    );
    expect(screen.getByRole('alert')).toHaveClass('alert-danger');
  });

  it('logs out with the anti-forgery header and moves to /login?notice=logged-out', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { username: 'tester' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'You have been logged out.' }));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login page?notice=logged-out')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', headers: { 'X-XSRF-TOKEN': 'tok123' } });
  });
});
