import { useEffect, useRef, useState } from 'react';
import { BUTTON, LOADING, requestData, type Label } from './labels';

/**
 * Every click sends a request that the server answers late; requests may overlap, and each
 * answer appends its label, numbered by click. Requests under way are dropped when the page is left.
 */
export default function AjaxDataPage() {
  const [labels, setLabels] = useState<Label[]>([]);
  const [pending, setPending] = useState(0);
  const clicks = useRef(0);
  const leaving = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => {
      controller.abort();
    };
  }, []);

  const start = () => {
    clicks.current += 1;
    const request = clicks.current;
    const { signal } = leaving.current;
    setPending((n) => n + 1);
    requestData(request, signal).then(
      (label) => {
        setPending((n) => n - 1);
        setLabels((shown) => [...shown, label]);
      },
      () => {
        // Aborted: the page is gone.
      },
    );
  };

  return (
    <section>
      <p>
        The server answers each request after 15 seconds. The button stays enabled, so requests may
        overlap.
      </p>
      <button type="button" className="btn btn-primary" onClick={start}>
        {BUTTON}
      </button>
      <p className="d-flex align-items-center gap-2 mt-3 mb-3">
        {pending > 0 && (
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        )}
        <span role="status">{pending > 0 ? LOADING : ''}</span>
      </p>
      <ul className="list-unstyled mb-0" aria-label="Labels">
        {labels.map((label) => (
          <li
            key={label.request}
            className={`alert ${label.ok ? 'alert-success' : 'alert-danger'} mb-2`}
          >
            {label.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
