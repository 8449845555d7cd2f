import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  buttonLabel,
  CHANGE_DELAY_MS,
  messageAfterChange,
  WORKING_TEXT,
  type ToggleTexts,
} from './controls';

interface ToggleSectionProps {
  heading: string;
  texts: ToggleTexts;
  /** Whether the control starts present / enabled. */
  initiallyOn: boolean;
  /** The section's control, given its current state. */
  children: (on: boolean) => ReactNode;
}

/**
 * One section: a control, a button that flips it after a delay, a loading line while it works
 * and a message once it is done.
 */
export function ToggleSection({ heading, texts, initiallyOn, children }: ToggleSectionProps) {
  const headingId = useId();
  const [on, setOn] = useState(initiallyOn);
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!working) return;
    const timer = setTimeout(() => {
      const next = !on;
      setOn(next);
      setWorking(false);
      setMessage(messageAfterChange(texts, next));
    }, CHANGE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [working, on, texts]);

  const start = () => {
    setMessage('');
    setWorking(true);
  };

  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 className="h5 card-title" id={headingId}>
          {heading}
        </h2>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          {children(on)}
          <button type="button" className="btn btn-primary" disabled={working} onClick={start}>
            {buttonLabel(texts, on)}
          </button>
        </div>
        <div aria-live="polite">
          {working && (
            <p className="mb-0">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {WORKING_TEXT}
            </p>
          )}
        </div>
        <p className="mb-0" role="status">
          {message}
        </p>
      </div>
    </section>
  );
}
