import { useEffect, useRef, useState } from 'react';
import { readPracticeIdMessage, SIGNIN_PATH } from '../../lib/practiceId';
import { StatusLine } from '../../lib/StatusLine';
import { afterMessage, POPUP_FEATURES, SIGNED_OUT, statusOf, type LoginState } from './login';

/** How often the page looks whether its sign-in window has been closed (so: within 1 s). */
const CLOSED_POLL_MS = 500;

/**
 * Sign in through a pop-up window: the page opens /popupLogin/signin, which posts its result back
 * to this window. Nothing is sent or stored: a reload starts signed out.
 */
export default function PopupLogin() {
  const [state, setState] = useState<LoginState>(SIGNED_OUT);
  const popup = useRef<Window>(null);
  const status = statusOf(state);

  // Only messages from the window this page opened, on the site's own origin, count.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!popup.current || event.source !== popup.current) return;
      const message = readPracticeIdMessage(event.data);
      if (message) setState(afterMessage(message));
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      // Leaving the page ends the sign-in it asked for.
      popup.current?.close();
    };
  }, []);

  // The window closed another way than by signing in or cancelling: no event says so, so look.
  useEffect(() => {
    if (state.kind !== 'waiting') return;
    const timer = setInterval(() => {
      if (popup.current?.closed) setState({ kind: 'closedEarly' });
    }, CLOSED_POLL_MS);
    return () => clearInterval(timer);
  }, [state.kind]);

  const onClick = () => {
    if (state.kind === 'signedIn') {
      setState(SIGNED_OUT);
      return;
    }
    if (popup.current && !popup.current.closed) {
      popup.current.focus();
      return;
    }
    popup.current = window.open(SIGNIN_PATH, '_blank', POPUP_FEATURES);
    setState({ kind: popup.current ? 'waiting' : 'blocked' });
  };

  return (
    <section>
      <p>
        Use the Practice ID <code>PX-2048</code> with the passcode <code>Window-42</code>, or{' '}
        <code>PX-4096</code> with <code>Window-84</code>.
      </p>
      <button type="button" className="btn btn-primary" onClick={onClick}>
        {state.kind === 'signedIn' ? 'Sign out' : 'Sign in with Practice ID'}
      </button>
      <StatusLine tone={status.tone}>{status.text}</StatusLine>
    </section>
  );
}
