import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../lib/Field';
import { SHOP_PASSWORD, SHOP_USERS } from '../../shared/shop/users';
import { LOGIN_MESSAGES } from '../../shared/shop/texts';
import { shopApi } from './api';
import type { Notice } from './shopContext';

interface LoginViewProps {
  /** The guard's alert, when a view sent the shopper here. */
  guardAlert?: string;
  /** The status a navigation brought ("You have logged out."). */
  notice?: Notice;
  onLoggedIn: () => Promise<void>;
}

/** `/shop`: log in as one of the seven users. */
export function LoginView({ guardAlert, notice, onLoggedIn }: LoginViewProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState(guardAlert);
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return setError(LOGIN_MESSAGES.usernameRequired);
    if (!password) return setError(LOGIN_MESSAGES.passwordRequired);
    setBusy(true);
    const answer = await shopApi.login({ username, password });
    if (!answer.ok) {
      setBusy(false);
      return setError(answer.message);
    }
    await onLoggedIn();
  };

  return (
    <section aria-labelledby="shop-view-heading" className="shop-login">
      <h2 id="shop-view-heading" className="h4">
        Log in
      </h2>
      {notice && (
        <p role="status" data-test={notice.hook} className="alert alert-success">
          {notice.text}
        </p>
      )}
      {error && (
        <div
          role="alert"
          data-test="error"
          className="alert alert-danger d-flex align-items-start gap-2"
        >
          <span className="flex-grow-1">{error}</span>
          <button
            type="button"
            data-test="error-dismiss"
            className="btn-close"
            aria-label="Dismiss error"
            onClick={() => {
              setError(undefined);
              usernameRef.current?.focus();
            }}
          />
        </div>
      )}
      <div className="row g-4">
        <form noValidate className="col-md-6" onSubmit={(event) => void onSubmit(event)}>
          <TextField
            id="shop-username"
            label="Username"
            data-test="username"
            ref={usernameRef}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            id="shop-password"
            label="Password"
            data-test="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="submit"
            data-test="login-button"
            className="btn btn-primary"
            disabled={busy}
          >
            Log in
          </button>
        </form>
        <div className="col-md-6">
          <div data-test="accepted-usernames" className="border rounded p-3 bg-body-tertiary">
            <h3 className="h6">Accepted usernames</h3>
            <ul className="list-unstyled font-monospace mb-0">
              {SHOP_USERS.map((user) => (
                <li key={user}>{user}</li>
              ))}
            </ul>
          </div>
          <p data-test="password-hint" className="mt-3 mb-0">
            Password for every user: <code>{SHOP_PASSWORD}</code>
          </p>
        </div>
      </div>
    </section>
  );
}
