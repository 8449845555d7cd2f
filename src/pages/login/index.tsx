import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../lib/Field';
import { Flash } from '../../lib/Flash';
import type { Status } from '../../lib/StatusAlert';
import { postJson } from '../../lib/api';
import {
  AUTH_API,
  AUTH_MESSAGES,
  FORGOT_PASSWORD_PATH,
  PRACTICE_PASSWORD,
  PRACTICE_USERNAME,
  SECURE_AREA_PATH,
} from '../../shared/auth';
import { noticeOf } from './notice';

/** Form authentication: log in with the practice account to reach the secure area. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [flash, setFlash] = useState<Status | undefined>(noticeOf(params.get('notice')));
  const [flashes, setFlashes] = useState(0);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const usernameRef = useRef<HTMLInputElement>(null);

  // The session call gives the browser its anti-forgery cookie before the first POST.
  useEffect(() => {
    const session = new AbortController();
    controller.current = session;
    fetch('/api/session', { credentials: 'include', signal: session.signal }).catch(() => {});
    return () => {
      controller.current?.abort();
    };
  }, []);

  const show = (status: Status) => {
    setFlash(status);
    setFlashes((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username || !password) {
      show({ ok: false, message: AUTH_MESSAGES.emptyFields });
      return;
    }
    const mine = new AbortController();
    controller.current = mine;
    setBusy(true);
    let answer: Status;
    try {
      answer = await postJson(AUTH_API.login, { username, password }, mine.signal);
    } catch {
      answer = { ok: false, message: AUTH_MESSAGES.loginFailed };
    }
    if (mine.signal.aborted) return;
    setBusy(false);
    if (answer.ok) {
      void navigate(SECURE_AREA_PATH, { state: { flash: answer.message } });
      return;
    }
    setPassword('');
    show(answer);
  };

  return (
    <section className="col-lg-6">
      <div key={flashes}>
        <Flash
          status={flash}
          onClose={() => {
            setFlash(undefined);
            usernameRef.current?.focus();
          }}
        />
      </div>
      <p>
        Use the username <code>{PRACTICE_USERNAME}</code> and the password{' '}
        <code>{PRACTICE_PASSWORD}</code>.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="username"
          label="Username"
          ref={usernameRef}
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Log in
        </button>
      </form>
      <p className="mt-4">
        <Link to={FORGOT_PASSWORD_PATH}>Forgot your password?</Link>
      </p>
    </section>
  );
}
