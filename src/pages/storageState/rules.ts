import { STORAGE_DEMO_SESSION_COOKIE } from '../../shared/storageState';

/** Where the page keeps the signed-in state besides the server's cookie. */
export const LOCAL_USER_KEY = 'storageDemoUser';
export const TAB_KEY = 'storageDemoTab';
export const DATABASE = 'storageDemo';
export const PROFILE_STORE = 'profile';

/** What the server made of the cookie: accepted, sent but unknown or expired, or not sent. */
export type CookieState = 'accepted' | 'rejected' | 'none';

/** The IndexedDB record, keyed by username. */
export interface Profile {
  username: string;
  signedInAt?: string;
}

/** What each of the four stores holds right now. */
export interface Stores {
  cookie: CookieState;
  /** The cookie session's user, when the cookie is accepted. */
  serverUser?: string;
  /** localStorage, sessionStorage and the IndexedDB record. */
  localUser?: string;
  tab?: string;
  profile?: Profile;
}

export const EMPTY_STORES: Stores = { cookie: 'none' };

export const TEXTS = {
  checking: 'Checking the stored state…',
  signingIn: 'Signing in… this takes 3 seconds.',
  signedOut: 'Signed out.',
  allEmpty: 'Signed out. All four stores are empty.',
  emptyFields: 'Enter both a username and a password.',
  unreachable: 'The server could not be reached.',
  none: '(none)',
  accepted: 'accepted by the server (HttpOnly, value hidden)',
  rejected: 'rejected: unknown or expired session',
} as const;

export type Judgement =
  | { kind: 'signedIn'; username: string; inThisTab: boolean }
  | { kind: 'signedOut' }
  | { kind: 'incomplete'; missing: string[] };

/** Signed in when the server accepts the cookie and localStorage and IndexedDB name its user. */
export function judge(stores: Stores): Judgement {
  const { cookie, serverUser, localUser, tab, profile } = stores;
  const names = (user: string | undefined) =>
    user !== undefined && (cookie !== 'accepted' || user === serverUser);
  const missing = [
    cookie !== 'accepted' && 'cookie',
    !names(localUser) && 'localStorage',
    !names(profile?.username) && 'IndexedDB',
  ].filter((store) => store !== false);
  if (missing.length === 0) {
    return { kind: 'signedIn', username: serverUser!, inThisTab: tab !== undefined };
  }
  const nothing = cookie === 'none' && !localUser && !tab && !profile;
  return nothing ? { kind: 'signedOut' } : { kind: 'incomplete', missing };
}

function judgementText(judgement: Judgement): string {
  switch (judgement.kind) {
    case 'signedIn':
      return judgement.inThisTab
        ? `Signed in as ${judgement.username} (sign-in step done in this tab).`
        : `Signed in as ${judgement.username} (restored from stored state, no sign-in step).`;
    case 'signedOut':
      return TEXTS.signedOut;
    case 'incomplete':
      return `Stored state is incomplete: ${judgement.missing.join(', ')} missing. Sign in again.`;
  }
}

/** Where the page is: its first check, at rest, or waiting for a sign-in or a sign-out. */
export type Step = 'checking' | 'ready' | 'signingIn' | 'signingOut' | 'signedOut';

export type Tone = 'info' | 'success' | 'warning';

const TONES = { signedIn: 'success', signedOut: 'info', incomplete: 'warning' } as const;

/** The status line: the step under way, else what the stores amount to. */
export function statusOf(step: Step, stores: Stores): { tone: Tone; text: string } {
  if (step === 'checking') return { tone: 'info', text: TEXTS.checking };
  if (step === 'signingIn') return { tone: 'info', text: TEXTS.signingIn };
  if (step === 'signedOut') return { tone: 'info', text: TEXTS.allEmpty };
  const judgement = judge(stores);
  return { tone: TONES[judgement.kind], text: judgementText(judgement) };
}

const COOKIE_VALUES: Record<CookieState, string> = {
  accepted: TEXTS.accepted,
  rejected: TEXTS.rejected,
  none: TEXTS.none,
};

/** The table "What each store holds", top to bottom. */
export function storeRows(stores: Stores) {
  return [
    { store: 'Cookie', key: STORAGE_DEMO_SESSION_COOKIE, value: COOKIE_VALUES[stores.cookie] },
    { store: 'localStorage', key: LOCAL_USER_KEY, value: stores.localUser ?? TEXTS.none },
    { store: 'sessionStorage', key: TAB_KEY, value: stores.tab ?? TEXTS.none },
    {
      store: 'IndexedDB',
      key: `${DATABASE} / ${PROFILE_STORE}`,
      value: stores.profile ? JSON.stringify(stores.profile) : TEXTS.none,
    },
  ];
}
