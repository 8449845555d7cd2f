import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  CONSOLE_BUTTONS,
  COUNT_ROWS,
  EMPTY,
  errorOnLoad,
  missingImageSrc,
  ON_LOAD_TEXT,
  reasonText,
  recordEvent,
  REJECTION_TEXT,
  total,
  UNCAUGHT_TEXT,
  type EventKind,
} from './events';

/** Throws from a microtask: no code of the page or of React is on the stack to catch it. */
function throwUncaught(message: string, cancelled = () => false) {
  queueMicrotask(() => {
    if (!cancelled()) throw new Error(message);
  });
}

/** Buttons that write to the console, throw, reject and fail an image; a table and a log count it all. */
export default function ConsoleErrors() {
  const { search } = useLocation();
  const [throwOnLoad] = useState(() => errorOnLoad(search));
  const [events, setEvents] = useState(EMPTY);
  /** How many missing images were asked for: the shown one is the last. */
  const [images, setImages] = useState(0);

  const record = useCallback(
    (kind: EventKind, text: string) => setEvents((state) => recordEvent(state, kind, text)),
    [],
  );

  // The window's own reports, whoever caused them; never prevented, so the browser reports them too.
  useEffect(() => {
    const onError = (event: ErrorEvent) =>
      record('uncaught error', event.error ? reasonText(event.error) : event.message);
    const onRejection = (event: PromiseRejectionEvent) =>
      record('unhandled rejection', reasonText(event.reason));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [record]);

  useEffect(() => {
    if (!throwOnLoad) return;
    let left = false;
    throwUncaught(ON_LOAD_TEXT, () => left);
    return () => {
      left = true;
    };
  }, [throwOnLoad]);

  const imageSrc = missingImageSrc(images);

  return (
    <section>
      <div className="d-flex flex-wrap gap-2 mb-2">
        {CONSOLE_BUTTONS.map(({ label, method, text }) => (
          <button
            key={method}
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              console[method](text);
              record(`console.${method}`, text);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => throwUncaught(UNCAUGHT_TEXT)}
        >
          Throw an uncaught error
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => void Promise.reject(new Error(REJECTION_TEXT))}
        >
          Reject a promise
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setImages((k) => k + 1)}
        >
          Load a missing image
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setEvents(EMPTY)}>
          Reset counts
        </button>
      </div>
      {images > 0 && (
        <img
          key={images}
          // The source is set once, here: React sets an <img>'s src a second time when it mounts,
          // and Chromium then fetches a failed image again (two 404s instead of one).
          ref={(image) => {
            if (image && !image.getAttribute('src')) image.src = imageSrc;
          }}
          alt={`Missing image ${images}`}
          width={160}
          height={60}
          className="d-block mb-3 border"
          onError={() => record('failed resource', imageSrc)}
        />
      )}
      <div className="row g-4">
        <div className="col-md-5">
          <table className="table table-sm caption-top">
            <caption className="h6 text-body">Events counted by the page</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col" className="text-end">
                  Count
                </th>
              </tr>
            </thead>
            <tbody>
              {COUNT_ROWS.map(({ label, kind }) => (
                <tr key={kind}>
                  <th scope="row" className="fw-normal">
                    {label}
                  </th>
                  <td className="text-end">{events.counts[kind]}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="text-end fw-bold">{total(events)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <div className="col-md-7">
          <h2 id="event-log" className="h6">
            Event log
          </h2>
          {events.log.length === 0 && <p className="text-body-secondary">No events yet.</p>}
          <ul aria-labelledby="event-log" className="list-unstyled font-monospace small text-break">
            {events.log.map((line) => (
              <li key={line.n}>{line.text}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
