import { useEffect, useRef, useState, type FormEvent } from 'react';
import { postJson, postJsonAnswer } from '../../lib/api';
import { TextField } from '../../lib/Field';
import { StatusAlert, type Status } from '../../lib/StatusAlert';
import { StatusLine } from '../../lib/StatusLine';
import { PRACTICE_PASSWORD, PRACTICE_USERNAME } from '../../shared/auth';
import {
  STORAGE_STATE_API,
  STORAGE_STATE_MESSAGES,
  type StorageStateUser,
} from '../../shared/storageState';
import { deleteProfileDb, readProfile, writeProfile } from './profileDb';
import {
  EMPTY_STORES,
  judge,
  LOCAL_USER_KEY,
  statusOf,
  storeRows,
  TAB_KEY,
  TEXTS,
  type Step,
  type Stores,
} from './rules';
import './storageState.css';

/** A refusal worded by the server: shown as it is (anything else reads as unreachable). */
class Refused extends Error {}

/** localStorage, sessionStorage and IndexedDB, as they are now. */
async function readBrowserStores() {
  return {
    localUser: localStorage.getItem(LOCAL_USER_KEY) ?? undefined,
    tab: sessionStorage.getItem(TAB_KEY) ?? undefined,
    profile: await readProfile(),
  };
}

/** What the server makes of the HttpOnly cookie, which the page cannot read itself. */
async function judgeCookie(signal: AbortSignal): Promise<Pick<Stores, 'cookie' | 'serverUser'>> {
  const response = await fetch(STORAGE_STATE_API.me, { credentials: 'include', signal });
  const body = (await response.json()) as Partial<StorageStateUser> & { message?: string };
  if (response.ok) return { cookie: 'accepted', serverUser: body.username };
  if (response.status !== 401) throw new Refused(body.message);
  return { cookie: body.message === STORAGE_STATE_MESSAGES.notSignedIn ? 'none' : 'rejected' };
}

const failure = (error: unknown): Status => ({
  ok: false,
  message: error instanceof Refused ? error.message : TEXTS.unreachable,
});

/** Sign in once, slowly; the state it leaves in four stores is read back on every load. */
export default function StorageState() {
  const [step, setStep] = useState<Step>('checking');
  const [stores, setStores] = useState<Stores>(EMPTY_STORES);
  const [alert, setAlert] = useState<Status>();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const left = useRef(new AbortController());

  useEffect(() => {
    const page = new AbortController();
    left.current = page;
    const cookie = judgeCookie(page.signal).catch((error: unknown) => {
      if (!page.signal.aborted) setAlert(failure(error));
      return EMPTY_STORES;
    });
    void Promise.all([cookie, readBrowserStores()]).then(([server, browser]) => {
      if (page.signal.aborted) return;
      setStores({ ...server, ...browser });
      setStep('ready');
    });
    return () => page.abort();
  }, []);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!username || !password) {
      setAlert({ ok: false, message: TEXTS.emptyFields });
      return;
    }
    const { signal } = left.current;
    setAlert(undefined);
    setStep('signingIn');
    try {
      const answer = await postJsonAnswer<StorageStateUser & { message?: string }>(
        STORAGE_STATE_API.signIn,
        { username, password },
        signal,
      );
      if (!answer.ok) throw new Refused(answer.body.message);
      const { username: user, signedInAt } = answer.body;
      localStorage.setItem(LOCAL_USER_KEY, user);
      sessionStorage.setItem(TAB_KEY, signedInAt);
      await writeProfile({ username: user, signedInAt });
      if (signal.aborted) return;
      setStores({ cookie: 'accepted', serverUser: user, ...(await readBrowserStores()) });
    } catch (error) {
      if (signal.aborted) return;
      setAlert(failure(error));
    }
    setPassword('');
    setStep('ready');
  };

  const signOut = async () => {
    const { signal } = left.current;
    setAlert(undefined);
    setStep('signingOut');
    // Whatever the server answers, the page empties its own stores.
    await postJson(STORAGE_STATE_API.signOut, {}, signal).catch(() => undefined);
    localStorage.removeItem(LOCAL_USER_KEY);
    sessionStorage.removeItem(TAB_KEY);
    await deleteProfileDb().catch((error: unknown) => setAlert(failure(error)));
    if (signal.aborted) return;
    setStores(EMPTY_STORES);
    setStep('signedOut');
  };

  const signedIn = judge(stores).kind === 'signedIn';
  const status = statusOf(step, stores);

  return (
    <section className="col-lg-8">
      <p>
        Use the username <code>{PRACTICE_USERNAME}</code> and the password{' '}
        <code>{PRACTICE_PASSWORD}</code>. Signing in takes 3 seconds.
      </p>
      {step !== 'checking' &&
        (signedIn ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={step === 'signingOut'}
            onClick={() => void signOut()}
          >
            Sign out
          </button>
        ) : (
          <form noValidate className="col-md-8" onSubmit={(event) => void signIn(event)}>
            <TextField
              id="storage-username"
              label="Username"
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <TextField
              id="storage-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button type="submit" className="btn btn-primary" disabled={step === 'signingIn'}>
              Sign in
            </button>
          </form>
        ))}
      <StatusAlert status={alert} />
      <StatusLine tone={status.tone}>{status.text}</StatusLine>
      {step !== 'checking' && (
        <table className="table table-sm caption-top mt-4">
          <caption className="h6 text-body">What each store holds</caption>
          <thead>
            <tr>
              <th scope="col">Store</th>
              <th scope="col">Key</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {storeRows(stores).map((row) => (
              <tr key={row.store}>
                <th scope="row" className="fw-normal">
                  {row.store}
                </th>
                <td className="text-break">
                  <code>{row.key}</code>
                </td>
                <td className="store-value text-break">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
