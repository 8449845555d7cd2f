import { describe, expect, it } from 'vitest';
import { EMPTY_STORES, statusOf, storeRows, type Stores } from './rules';

const AT = '2026-01-01T09:30:00.000Z';
const SIGNED_IN: Stores = {
  cookie: 'accepted',
  serverUser: 'tester',
  localUser: 'tester',
  tab: AT,
  profile: { username: 'tester', signedInAt: AT },
};
const status = (stores: Stores) => statusOf('ready', stores).text;

describe('the status line', () => {
  it('tells a sign-in done in this tab from one restored from stored state', () => {
    expect(status(SIGNED_IN)).toBe('Signed in as tester (sign-in step done in this tab).');
    expect(status({ ...SIGNED_IN, tab: undefined })).toBe(
      'Signed in as tester (restored from stored state, no sign-in step).',
    );
  });

  it('reads "Signed out." only when no store holds anything', () => {
    expect(status(EMPTY_STORES)).toBe('Signed out.');
    expect(status({ cookie: 'none', tab: AT })).toBe(
      'Stored state is incomplete: cookie, localStorage, IndexedDB missing. Sign in again.',
    );
    expect(status({ cookie: 'rejected' })).toBe(
      'Stored state is incomplete: cookie, localStorage, IndexedDB missing. Sign in again.',
    );
  });

  it('names what is lacking: cookie (or rejected), localStorage, IndexedDB, in this order', () => {
    const incomplete = (missing: string) =>
      `Stored state is incomplete: ${missing} missing. Sign in again.`;
    expect(status({ ...SIGNED_IN, profile: undefined })).toBe(incomplete('IndexedDB'));
    expect(status({ ...SIGNED_IN, localUser: undefined })).toBe(incomplete('localStorage'));
    expect(status({ ...SIGNED_IN, cookie: 'none', serverUser: undefined })).toBe(
      incomplete('cookie'),
    );
    expect(
      status({ ...SIGNED_IN, cookie: 'rejected', serverUser: undefined, tab: undefined }),
    ).toBe(incomplete('cookie'));
    expect(status({ cookie: 'accepted', serverUser: 'tester' })).toBe(
      incomplete('localStorage, IndexedDB'),
    );
    expect(status({ cookie: 'none', profile: { username: 'tester' } })).toBe(
      incomplete('cookie, localStorage'),
    );
  });

  it("counts a store naming another user than the cookie's as lacking", () => {
    expect(status({ ...SIGNED_IN, localUser: 'someone' })).toBe(
      'Stored state is incomplete: localStorage missing. Sign in again.',
    );
    expect(status({ ...SIGNED_IN, profile: { username: 'someone' } })).toBe(
      'Stored state is incomplete: IndexedDB missing. Sign in again.',
    );
  });

  it('shows the step under way instead, and a success or a warning tone at rest', () => {
    expect(statusOf('checking', SIGNED_IN)).toEqual({
      tone: 'info',
      text: 'Checking the stored state…',
    });
    expect(statusOf('signingIn', EMPTY_STORES).text).toBe('Signing in… this takes 3 seconds.');
    expect(statusOf('signedOut', EMPTY_STORES).text).toBe('Signed out. All four stores are empty.');
    // Signing out keeps the last judgement until the stores are empty.
    expect(statusOf('signingOut', SIGNED_IN).tone).toBe('success');
    expect(statusOf('ready', { cookie: 'rejected' }).tone).toBe('warning');
    expect(statusOf('ready', EMPTY_STORES).tone).toBe('info');
  });
});

describe('the table', () => {
  it('shows each store, its key and what it holds', () => {
    expect(storeRows(SIGNED_IN)).toEqual([
      {
        store: 'Cookie',
        key: 'storage_demo_session',
        value: 'accepted by the server (HttpOnly, value hidden)',
      },
      { store: 'localStorage', key: 'storageDemoUser', value: 'tester' },
      { store: 'sessionStorage', key: 'storageDemoTab', value: AT },
      {
        store: 'IndexedDB',
        key: 'storageDemo / profile',
        value: `{"username":"tester","signedInAt":"${AT}"}`,
      },
    ]);
  });

  it('reads "(none)" for an empty store, and says when the server rejects the cookie', () => {
    expect(storeRows(EMPTY_STORES).map((row) => row.value)).toEqual([
      '(none)',
      '(none)',
      '(none)',
      '(none)',
    ]);
    expect(storeRows({ cookie: 'rejected' })[0]!.value).toBe(
      'rejected: unknown or expired session',
    );
  });
});
