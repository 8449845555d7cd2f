import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../lib/Field';
import { StatusAlert, type Status } from '../../lib/StatusAlert';
import { inboxPageOf } from '../../shared/auth';
import { INVALID_EMAIL, isValidEmail } from '../../shared/twofa';
import { requestReset, type ResetSent } from './reset';

/** Forgot password: a practice reset e-mail with a reference, read back in the practice inbox. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<(ResetSent & { address: string }) | Status>();
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    return () => {
      controller.current?.abort();
    };
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setResult({ ok: false, message: INVALID_EMAIL });
      return;
    }
    const mine = new AbortController();
    controller.current = mine;
    setBusy(true);
    const answer = await requestReset(email, mine.signal);
    if (mine.signal.aborted) return;
    setBusy(false);
    setResult('reference' in answer ? { ...answer, address: email } : answer);
  };

  return (
    <section className="col-lg-6">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="email"
          label="E-mail"
          type="email"
          placeholder="Enter email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Send reset e-mail
        </button>
      </form>
      {result && 'reference' in result ? (
        <div className="alert alert-success mt-3 mb-0" role="status">
          <p className="mb-1">{result.message}</p>
          <p className={result.practiceInbox ? 'mb-1' : 'mb-0'}>Reference: {result.reference}</p>
          {result.practiceInbox && (
            <Link to={inboxPageOf(result.address)}>Open the practice inbox</Link>
          )}
        </div>
      ) : (
        <StatusAlert status={result} />
      )}
    </section>
  );
}
