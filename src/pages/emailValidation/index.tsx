import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../lib/Field';
import { postJson } from '../../lib/api';
import {
  INVALID_CODE_LENGTH,
  INVALID_EMAIL,
  isValidCode,
  isValidEmail,
  SEND_FAILED,
  VERIFY_FAILED,
} from '../../shared/twofa';
import { StatusAlert, type Status } from '../../lib/StatusAlert';

/** Keeps only the latest call's answer and aborts what is under way when the page is left. */
function useLatestCall() {
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => {
    return () => {
      controller.current?.abort();
    };
  }, []);
  return async (call: (signal: AbortSignal) => Promise<Status>, show: (s: Status) => void) => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    const status = await call(mine.signal);
    if (!mine.signal.aborted) show(status);
  };
}

async function sendEmail(email: string, signal: AbortSignal): Promise<Status> {
  try {
    const answer = await postJson('/api/send-email', { email }, signal);
    if (answer.ok) return answer;
  } catch {
    // A network failure or an answer that is not JSON fails like a non-OK answer.
  }
  return { ok: false, message: SEND_FAILED };
}

async function verifyCode(typedCode: string, signal: AbortSignal): Promise<Status> {
  try {
    return await postJson('/api/verify-code', { typedCode }, signal);
  } catch {
    return { ok: false, message: VERIFY_FAILED };
  }
}

const inboxLink = (email: string) =>
  isValidEmail(email)
    ? `/emailValidation/inbox?address=${encodeURIComponent(email)}`
    : '/emailValidation/inbox';

/**
 * Simulated 2FA: send a random 6-digit code to an address (the practice inbox receives it),
 * then type it in to be verified. Each status shows the latest answer.
 */
export default function EmailValidationPage() {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [emailStatus, setEmailStatus] = useState<Status>();
  const [codeStatus, setCodeStatus] = useState<Status>();
  const sendCall = useLatestCall();
  const verifyCall = useLatestCall();

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setEmail('');
      setEmailStatus({ ok: false, message: INVALID_EMAIL });
      return;
    }
    void sendCall((signal) => sendEmail(email, signal), setEmailStatus);
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidCode(code)) {
      setCodeStatus({ ok: false, message: INVALID_CODE_LENGTH });
      return;
    }
    void verifyCall((signal) => verifyCode(code, signal), setCodeStatus);
  };

  return (
    <section className="col-lg-6">
      <form noValidate onSubmit={onSend}>
        <TextField
          id="email"
          label="Email address"
          fieldClassName=""
          type="email"
          placeholder="Enter email"
          aria-describedby="email-help"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div id="email-help" className="form-text">
          We&apos;ll never share your email with anyone else.
        </div>
        <button type="submit" className="btn btn-primary mt-3">
          Send e-mail
        </button>
        <StatusAlert status={emailStatus} />
      </form>

      <form noValidate onSubmit={onVerify} className="mt-4">
        <TextField
          id="validation-code"
          label="Validation Code"
          fieldClassName=""
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="Enter validation code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="btn btn-primary mt-3">
          Verify
        </button>
        <StatusAlert status={codeStatus} />
      </form>

      <p className="mt-4 text-body-secondary">
        The code arrives in the{' '}
        <Link to={inboxLink(email)} target="_blank" rel="noopener">
          practice inbox
        </Link>{' '}
        (or by real e-mail when the server is set up for SMTP).
      </p>
    </section>
  );
}
