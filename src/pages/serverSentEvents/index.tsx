import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { TRACKING_STEPS, type Parcel } from '../../shared/tracking';
import {
  INVALID_INTERVAL,
  NOT_STARTED,
  UNREACHABLE,
  intervalOf,
  isOver,
  started,
  statusText,
  streamed,
  type StreamEvent,
  type Tracking,
} from './tracking';

const postJson = (path: string, body: object, signal: AbortSignal) =>
  fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });

/**
 * A parcel whose status the server streams as server-sent events: the browser's EventSource
 * reconnects by itself after a drop, sending the last event id, and the server resumes after it.
 */
export default function ServerSentEvents() {
  const { search } = useLocation();
  const [interval] = useState(() => intervalOf(search));
  const [tracking, setTracking] = useState<Tracking>(NOT_STARTED);
  const [error, setError] = useState<string>();
  const source = useRef<EventSource>(undefined);
  const leaving = useRef(new AbortController());

  const closeStream = () => {
    source.current?.close();
    source.current = undefined;
  };

  // Leaving the page closes its stream and drops the requests under way.
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => {
      controller.abort();
      closeStream();
    };
  }, []);

  const over = isOver(tracking);
  useEffect(() => {
    if (over) closeStream();
  }, [over]);

  const openStream = (trackingId: string) => {
    const events = new EventSource(`/api/tracking/${encodeURIComponent(trackingId)}/events`);
    source.current = events;
    const hear = (event: StreamEvent) => {
      if (source.current === events) setTracking((state) => streamed(state, event));
    };
    events.onopen = () => hear({ type: 'open' });
    events.onerror = () =>
      hear({ type: 'error', closed: events.readyState === EventSource.CLOSED });
    events.addEventListener('status', (e) =>
      hear({ type: 'status', id: e.lastEventId, data: e.data }),
    );
    events.addEventListener('resumed', (e) => hear({ type: 'resumed', data: e.data }));
    events.addEventListener('end', () => hear({ type: 'end' }));
  };

  const track = async () => {
    closeStream();
    setTracking(NOT_STARTED);
    setError(undefined);
    const { signal } = leaving.current;
    try {
      const res = await postJson('/api/tracking', { intervalSeconds: interval.seconds }, signal);
      const body = (await res.json()) as Parcel & { message?: string };
      if (!res.ok) {
        setError(body.message);
        return;
      }
      setTracking(started(body.trackingId));
      openStream(body.trackingId);
    } catch {
      if (!signal.aborted) setError(UNREACHABLE);
    }
  };

  const drop = async () => {
    const { trackingId } = tracking;
    if (!trackingId) return;
    const { signal } = leaving.current;
    try {
      const res = await postJson(
        `/api/tracking/${encodeURIComponent(trackingId)}/drop`,
        {},
        signal,
      );
      if (!res.ok) setError(((await res.json()) as { message?: string }).message);
    } catch {
      if (!signal.aborted) setError(UNREACHABLE);
    }
  };

  return (
    <section>
      <p>
        Each status step comes {interval.seconds} s after the one before; &quot;Delivered&quot; is
        the fifth. A dropped connection comes back by itself 2 s later and picks up where it left.
      </p>
      {interval.invalid && (
        <div role="alert" className="alert alert-warning">
          {INVALID_INTERVAL}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-primary" onClick={() => void track()}>
          Track a new parcel
        </button>
        {tracking.stream === 'open' && (
          <button type="button" className="btn btn-outline-danger" onClick={() => void drop()}>
            Drop the connection
          </button>
        )}
      </div>
      {error !== undefined && (
        <div role="alert" className="alert alert-danger">
          {error}
        </div>
      )}
      {tracking.trackingId && (
        <p className="mb-1">
          Tracking number: <code>{tracking.trackingId}</code>
        </p>
      )}
      <p role="status" className="fw-semibold mb-1">
        {statusText(tracking.step)}
      </p>
      {tracking.stream && (
        <p id="stream-state" className="mb-3">
          Stream: {tracking.stream}
        </p>
      )}
      <div className="row g-4">
        <div className="col-md-5">
          <h2 id="tracking-history" className="h6">
            Tracking history
          </h2>
          <ol aria-labelledby="tracking-history" className="list-group list-group-numbered">
            {TRACKING_STEPS.map((name, i) => {
              const reached = i < tracking.step;
              const latest = i === tracking.step - 1;
              return (
                <li
                  key={name}
                  aria-current={latest ? 'step' : undefined}
                  className={`list-group-item d-flex justify-content-between${latest ? ' active' : ''}`}
                >
                  <span className="ms-2 me-auto">{name}</span>
                  {/* The space keeps the tick a word of its own in the item's text. */}
                  {reached && <span> ✓</span>}
                </li>
              );
            })}
          </ol>
        </div>
        <div className="col-md-7">
          <h2 id="stream-log" className="h6">
            Stream log
          </h2>
          <ul
            role="log"
            aria-labelledby="stream-log"
            className="list-unstyled font-monospace small text-break"
          >
            {tracking.log.map((line) => (
              <li key={line.n}>{line.text}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
