import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { StatusLine } from '../../lib/StatusLine';
import { delayFromSearch, requestSlow, waitingText, type Outcome } from './slow';
import './slowResources.css';

/**
 * Asks the server for a late answer on arrival and on each "Send again"; the line says what it
 * waits for, then what came back. A request still under way is dropped when the page is left.
 */
export default function SlowResourcesPage() {
  const { search } = useLocation();
  const delay = delayFromSearch(search);
  const [round, setRound] = useState(0);
  // The outcome of which request: a new delay or round waits again.
  const request = `${round}:${delay}`;
  const [answered, setAnswered] = useState<{ request: string; outcome: Outcome }>();

  useEffect(() => {
    const controller = new AbortController();
    requestSlow(delay, controller.signal).then(
      (outcome) => setAnswered({ request: `${round}:${delay}`, outcome }),
      () => {
        // Aborted: the page was left or the delay changed.
      },
    );
    return () => {
      controller.abort();
    };
  }, [delay, round]);

  const outcome = answered?.request === request ? answered.outcome : undefined;
  const waiting = outcome === undefined;
  return (
    <section className="slow-resources">
      <p>
        On arrival and on each &ldquo;Send again&rdquo; this page asks the server for an answer that
        comes after a delay: <code>GET /api/slow?delay={delay}</code>. Change it with{' '}
        <code>?delay=</code> in the address (whole seconds, 0 to 30).
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={waiting}
        onClick={() => setRound((n) => n + 1)}
      >
        Send again
      </button>
      <div className="slow-resources-status">
        <StatusLine tone={waiting ? 'info' : outcome.ok ? 'success' : 'danger'}>
          {waiting ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {waitingText(delay)}
            </>
          ) : (
            outcome.text
          )}
        </StatusLine>
      </div>
    </section>
  );
}
