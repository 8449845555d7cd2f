import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Flash } from '../../lib/Flash';
import type { Status } from '../../lib/StatusAlert';
import { postJson } from '../../lib/api';
import { AUTH_API, AUTH_MESSAGES, loginWithNotice } from '../../shared/auth';
import { checkSession, flashFromLogin } from './session';

/**
 * The page behind the login: it asks the server who is signed in and sends a signed-out visitor
 * to /login, as the server does for a page request.
 */
export default function SecureAreaPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash, setFlash] = useState<Status | undefined>(() => flashFromLogin(location.state));
  const [username, setUsername] = useState<string>();
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const logoutRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const mine = new AbortController();
    controller.current = mine;
    void checkSession(mine.signal).then((answer) => {
      if (mine.signal.aborted) return;
      if (answer.signedIn) setUsername(answer.username);
      else if (answer.status === 401)
        void navigate(loginWithNotice('login-required'), { replace: true });
      else setFlash({ ok: false, message: answer.message });
    });
    return () => {
      controller.current?.abort();
    };
  }, [navigate]);

  // The login's flash belongs to that arrival only, not to a reload of this entry.
  useEffect(() => {
    if (flashFromLogin(location.state)) {
      const { pathname, search, hash } = location;
      void navigate({ pathname, search, hash }, { replace: true, state: null });
    }
  }, [location, navigate]);

  const logOut = async () => {
    const mine = new AbortController();
    controller.current = mine;
    setBusy(true);
    let answer: Status;
    try {
      answer = await postJson(AUTH_API.logout, {}, mine.signal);
    } catch {
      answer = { ok: false, message: AUTH_MESSAGES.logoutFailed };
    }
    if (mine.signal.aborted) return;
    setBusy(false);
    if (answer.ok) void navigate(loginWithNotice('logged-out'));
    else setFlash(answer);
  };

  return (
    <section className="col-lg-6">
      <Flash
        status={flash}
        onClose={() => {
          setFlash(undefined);
          logoutRef.current?.focus();
        }}
      />
      {username === undefined ? (
        <p className="text-body-secondary">Checking your session…</p>
      ) : (
        <>
          <p>{AUTH_MESSAGES.signedInAs(username)}</p>
          <button
            type="button"
            ref={logoutRef}
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void logOut()}
          >
            Log out
          </button>
        </>
      )}
    </section>
  );
}
