import { useState, type FormEvent } from 'react';
import { TextField } from '../../lib/Field';
import { useRandom } from '../../lib/useRandom';
import { BUTTON_LABELS, loginError, SUCCESS } from './login';

type Outcome = { ok: true } | { ok: false; message: string };

/** A login form whose button label is drawn at random on each load (repeatable with ?seed=). */
export default function DynamicLoginTextPage() {
  const random = useRandom();
  const [buttonLabel] = useState(() => random.pick(BUTTON_LABELS));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = loginError(email, password);
    setOutcome(message === null ? { ok: true } : { ok: false, message });
  };

  return (
    // noValidate: the page's own rules and messages apply, not the browser's.
    <form onSubmit={submit} noValidate className="col-md-6">
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="btn btn-primary mb-3">
        {buttonLabel}
      </button>
      {outcome && (
        <div className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'}`} role="alert">
          {outcome.ok ? SUCCESS : outcome.message}
        </div>
      )}
    </form>
  );
}
