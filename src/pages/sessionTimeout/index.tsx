import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { StatusLine } from '../../lib/StatusLine';
import {
  activity,
  check,
  extend,
  idleSeconds,
  MESSAGES,
  mmss,
  newSession,
  phaseOf,
  readIdleLimit,
  secondsLeft,
  signOut,
} from './session';
import './sessionTimeout.css';

const CHECK_MS = 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/** The warning: a modal dialog (the page behind it inert), open while `open` holds. */
function WarningDialog({
  open,
  left,
  onStay,
  onSignOut,
}: {
  open: boolean;
  left: string;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    element.showModal();
    stay.current?.focus();
    return () => element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="session-warning"
      // Escape: the page decides, and closes the dialog by its state.
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id={titleId} className="h5">
        Are you still there?
      </h2>
      <p id={textId}>Your session ends in {left}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <button ref={stay} type="button" className="btn btn-primary" onClick={onStay}>
          Stay signed in
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onSignOut}>
          Sign out now
        </button>
      </div>
    </dialog>
  );
}

/**
 * A practice session of the page's own (no server call) that ends after a spell without activity:
 * a warning first, then the sign-out. Idle time is read from the clock at every check.
 */
export default function SessionTimeout() {
  const { search } = useLocation();
  const [limit] = useState(() => readIdleLimit(search));
  const [session, setSession] = useState(() => newSession(Date.now()));
  const [status, setStatus] = useState('');
  const signInAgain = useRef<HTMLButtonElement>(null);
  const phase = phaseOf(session, limit);
  const ended = phase === 'timedOut' || phase === 'signedOut';

  // Checked every second from the last activity on, so that whole idle seconds show on time, and
  // whenever the tab shows again (timers sleep with a hidden tab or a sleeping computer).
  useEffect(() => {
    if (ended) return;
    const onCheck = () => setSession((s) => check(s, Date.now(), limit));
    const onVisible = () => {
      if (document.visibilityState === 'visible') onCheck();
    };
    const timer = setInterval(onCheck, CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [session.since, ended, limit]);

  useEffect(() => {
    const onActivity = () => setSession((s) => activity(s, Date.now(), limit));
    for (const type of ACTIVITY_EVENTS) {
      document.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    return () => {
      for (const type of ACTIVITY_EVENTS) {
        document.removeEventListener(type, onActivity, { capture: true });
      }
    };
  }, [limit]);

  useEffect(() => {
    if (ended) signInAgain.current?.focus();
  }, [ended]);

  const onStay = () => {
    const next = extend(session, Date.now(), limit);
    setSession(next);
    if (!next.ended) setStatus(MESSAGES.extended);
  };
  const onSignInAgain = () => {
    setSession(newSession(Date.now()));
    setStatus('');
  };

  return (
    <section>
      {limit.note && <p className="alert alert-info">{limit.note}</p>}
      <p>{MESSAGES.rule(limit)}</p>
      <WarningDialog
        open={phase === 'warning'}
        left={mmss(secondsLeft(session, limit))}
        onStay={onStay}
        onSignOut={() => setSession(signOut)}
      />
      {ended ? (
        <>
          <p role="alert" className="alert alert-warning">
            {phase === 'timedOut' ? MESSAGES.timedOut(limit) : MESSAGES.signedOut}
          </p>
          <button
            ref={signInAgain}
            type="button"
            className="btn btn-primary"
            onClick={onSignInAgain}
          >
            Sign in again
          </button>
        </>
      ) : (
        <div className="card">
          <div className="card-body">
            <p className="fw-semibold">{MESSAGES.signedInAs}</p>
            <p className="font-monospace">Idle for {mmss(idleSeconds(session))}</p>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => setStatus(MESSAGES.noMessages)}
            >
              Check messages
            </button>
            <StatusLine>{status}</StatusLine>
          </div>
        </div>
      )}
    </section>
  );
}
