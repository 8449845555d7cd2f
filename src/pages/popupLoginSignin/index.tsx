import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../lib/Field';
import { CANCELLED, checkSignIn, type PracticeIdMessage } from '../../lib/practiceId';

/**
 * The window closes itself this long after posting, so that the opener has its message before it
 * can see the window closed.
 */
const CLOSE_DELAY_MS = 100;

/** The window that opened this one, if it is still open (none: a typed address, a new tab). */
function openerWindow(): Window | null {
  const opener = window.opener as Window | null;
  return opener && !opener.closed ? opener : null;
}

/** The pop-up window of the Popup Login page: checks a Practice ID and posts the result back. */
export default function PopupLoginSignin() {
  const [orphan, setOrphan] = useState(() => openerWindow() === null);
  const [practiceId, setPracticeId] = useState('');
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState('');
  const [posted, setPosted] = useState(false);

  useEffect(() => {
    if (!posted) return;
    const timer = setTimeout(() => window.close(), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [posted]);

  /** Runs `then` with the opener if it is still open; else shows only the way back to the page. */
  const withOpener = (then: (opener: Window) => void) => {
    const opener = openerWindow();
    if (opener) then(opener);
    else setOrphan(true);
  };

  /** Posts to the opener, targeted at the site's own origin only, then closes. */
  const post = (opener: Window, message: PracticeIdMessage) => {
    opener.postMessage(message, window.location.origin);
    setPosted(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    withOpener((opener) => {
      const result = checkSignIn(practiceId, passcode);
      if (result.ok) {
        post(opener, result.message);
        return;
      }
      setError(result.error);
      if (result.clearPasscode) setPasscode('');
    });
  };

  if (orphan) {
    return (
      <section>
        <p>Open this window from the Popup Login page.</p>
        <Link to="/popupLogin">Go to Popup Login</Link>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="col-lg-6">
      <fieldset disabled={posted}>
        <TextField
          id="practice-id"
          label="Practice ID"
          autoComplete="username"
          value={practiceId}
          onChange={(event) => setPracticeId(event.target.value)}
        />
        <TextField
          id="passcode"
          label="Passcode"
          type="password"
          autoComplete="current-password"
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
        />
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary">
            Sign in
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => withOpener((opener) => post(opener, CANCELLED))}
          >
            Cancel
          </button>
        </div>
      </fieldset>
      <div role="alert" className={error ? 'alert alert-danger mt-3 mb-0' : undefined}>
        {error}
      </div>
    </form>
  );
}
