import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderPage } from '../../test/render';
import StorageState from '.';
import type { Profile } from './rules';

// jsdom has no IndexedDB: the profile store is a variable here.
const db = vi.hoisted(() => ({ profile: undefined as Profile | undefined }));
vi.mock('./profileDb', () => ({
  readProfile: () => Promise.resolve(db.profile),
  writeProfile: (profile: Profile) => {
    db.profile = profile;
    return Promise.resolve();
  },
  deleteProfileDb: () => {
    db.profile = undefined;
    return Promise.resolve();
  },
}));

const AT = '2026-01-01T09:30:00.000Z';
const USER = { username: 'tester', signedInAt: AT };
const NOT_SIGNED_IN = () => jsonResponse(401, { message: 'Not signed in.' });

/** The server's answers by path (GET /me: not signed in, unless a test says otherwise). */
let answers: Record<string, () => Response>;
const fetchMock = mockFetch((url) => Promise.resolve((answers[url] ?? NOT_SIGNED_IN)()));

beforeEach(() => {
  answers = { '/api/storage-state/me': NOT_SIGNED_IN };
  db.profile = undefined;
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const status = () => screen.getByRole('status');
const values = () =>
  within(screen.getByRole('table', { name: 'What each store holds' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

function setup() {
  renderPage(<StorageState />);
  return {
    user: userEvent.setup(),
    username: () => screen.getByLabelText('Username'),
    password: () => screen.getByLabelText('Password'),
  };
}

describe('on load', () => {
  it('checks the stored state, then shows "Signed out." and the form when no store holds anything', async () => {
    setup();
    expect(status()).toHaveTextContent('Checking the stored state…');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByText('Signed out.')).toBe(status());
    expect(values()).toEqual(['(none)', '(none)', '(none)', '(none)']);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a state restored into a new tab: every store but sessionStorage', async () => {
    answers['/api/storage-state/me'] = () => jsonResponse(200, USER);
    localStorage.setItem('storageDemoUser', 'tester');
    db.profile = USER;
    setup();
    expect(await screen.findByText(/^Signed in as tester/)).toHaveTextContent(
      'Signed in as tester (restored from stored state, no sign-in step).',
    );
    expect(values()).toEqual([
      'accepted by the server (HttpOnly, value hidden)',
      'tester',
      '(none)',
      `{"username":"tester","signedInAt":"${AT}"}`,
    ]);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('names what a rejected cookie leaves lacking, and offers the form', async () => {
    answers['/api/storage-state/me'] = () =>
      jsonResponse(401, { message: 'The session is unknown or has expired.' });
    localStorage.setItem('storageDemoUser', 'tester');
    setup();
    expect(await screen.findByText(/^Stored state is incomplete/)).toHaveTextContent(
      'Stored state is incomplete: cookie, IndexedDB missing. Sign in again.',
    );
    expect(values()).toEqual([
      'rejected: unknown or expired session',
      'tester',
      '(none)',
      '(none)',
    ]);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("shows the server's message when it cannot judge the cookie", async () => {
    answers['/api/storage-state/me'] = () =>
      jsonResponse(503, { message: 'The service is temporarily unavailable. Try again shortly.' });
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Try again shortly.',
    );
    expect(status()).toHaveTextContent('Signed out.');
  });
});

describe('signing in', () => {
  it('refuses an empty field without a request', async () => {
    const { user, username } = setup();
    await screen.findByText('Signed out.');
    await user.type(username(), 'tester');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter both a username and a password.');
    expect(calls('/api/storage-state/sign-in')).toHaveLength(0);
  });

  it('waits with the button disabled, then writes all three stores and shows the in-tab text', async () => {
    let release = () => {};
    const signedIn = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url) => {
      if (url !== '/api/storage-state/sign-in') return (answers[url] ?? NOT_SIGNED_IN)();
      await signedIn;
      answers['/api/storage-state/me'] = () => jsonResponse(200, USER);
      return jsonResponse(200, USER);
    });
    const { user, username, password } = setup();
    await screen.findByText('Signed out.');
    await user.type(username(), 'tester');
    await user.type(password(), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(status()).toHaveTextContent('Signing in… this takes 3 seconds.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    const [, init] = calls('/api/storage-state/sign-in')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ username: 'tester', password: 'Str0ng!Pass' });
    expect(init!.headers).toMatchObject({ 'X-XSRF-TOKEN': 'tok123' });

    release();
    expect(await screen.findByText(/^Signed in as tester/)).toHaveTextContent(
      'Signed in as tester (sign-in step done in this tab).',
    );
    expect(localStorage.getItem('storageDemoUser')).toBe('tester');
    expect(sessionStorage.getItem('storageDemoTab')).toBe(AT);
    expect(db.profile).toEqual(USER);
    expect(values()).toEqual([
      'accepted by the server (HttpOnly, value hidden)',
      'tester',
      AT,
      `{"username":"tester","signedInAt":"${AT}"}`,
    ]);
  });

  it("shows the server's refusal as an alert and empties the password", async () => {
    answers['/api/storage-state/sign-in'] = () =>
      jsonResponse(401, { message: 'The username or password is not valid.' });
    const { user, username, password } = setup();
    await screen.findByText('Signed out.');
    await user.type(username(), 'tester');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The username or password is not valid.',
    );
    expect(password()).toHaveValue('');
    expect(username()).toHaveValue('tester');
    expect(status()).toHaveTextContent('Signed out.');
    expect(localStorage.getItem('storageDemoUser')).toBeNull();
  });

  it('says the server could not be reached on a network failure', async () => {
    const { user, username, password } = setup();
    await screen.findByText('Signed out.');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await user.type(username(), 'tester');
    await user.type(password(), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  });
});

describe('signing out', () => {
  it.each([
    ['answers', () => jsonResponse(200, { message: 'Signed out.' })],
    ['fails', () => jsonResponse(503, { message: 'The service is temporarily unavailable.' })],
  ])('empties every store whatever the server %s', async (_case, answer) => {
    answers['/api/storage-state/me'] = () => jsonResponse(200, USER);
    answers['/api/storage-state/sign-out'] = answer;
    localStorage.setItem('storageDemoUser', 'tester');
    sessionStorage.setItem('storageDemoTab', AT);
    db.profile = USER;
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out. All four stores are empty.')).toBe(status());
    expect(values()).toEqual(['(none)', '(none)', '(none)', '(none)']);
    expect(localStorage.getItem('storageDemoUser')).toBeNull();
    expect(sessionStorage.getItem('storageDemoTab')).toBeNull();
    expect(db.profile).toBeUndefined();
    expect(calls('/api/storage-state/sign-out')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
