import { useEffect, useRef, useState } from 'react';
import { Field } from '../../lib/Field';
import {
  DEFAULT_THRESHOLD_SECONDS,
  formatHeld,
  isLongClick,
  THRESHOLD_SECONDS,
  TICK_MS,
} from './hold';

type Hold = { state: 'idle' } | { state: 'holding' | 'released'; ms: number };

/** Choose a threshold, then press and hold the button: long or normal click? */
export default function LongClickPage() {
  const [threshold, setThreshold] = useState(DEFAULT_THRESHOLD_SECONDS);
  const [hold, setHold] = useState<Hold>({ state: 'idle' });
  const startedAt = useRef<number | null>(null);
  const ticker = useRef<number | undefined>(undefined);

  const start = () => {
    if (startedAt.current !== null) return;
    const at = Date.now();
    startedAt.current = at;
    setHold({ state: 'holding', ms: 0 });
    ticker.current = window.setInterval(() => {
      setHold({ state: 'holding', ms: Date.now() - at });
    }, TICK_MS);
  };
  const stop = () => {
    if (startedAt.current === null) return;
    window.clearInterval(ticker.current);
    setHold({ state: 'released', ms: Date.now() - startedAt.current });
    startedAt.current = null;
  };
  useEffect(() => {
    return () => {
      window.clearInterval(ticker.current);
    };
  }, []);

  let alert: { className: string; text: string };
  if (hold.state === 'idle') {
    alert = { className: 'alert-secondary', text: `Press and hold (threshold: ${threshold}s)` };
  } else if (hold.state === 'holding') {
    alert = { className: 'alert-primary', text: `Holding... ${formatHeld(hold.ms)}s` };
  } else if (isLongClick(hold.ms, threshold)) {
    alert = { className: 'alert-success', text: 'Long click' };
  } else {
    alert = { className: 'alert-danger', text: 'Normal click' };
  }

  return (
    <section>
      <Field id="long-click-threshold" label="Long click threshold">
        <select
          id="long-click-threshold"
          className="form-select w-auto"
          value={threshold}
          onChange={(event) => {
            setThreshold(Number(event.target.value));
            setHold({ state: 'idle' });
          }}
        >
          {THRESHOLD_SECONDS.map((s) => (
            <option key={s} value={s}>
              {s}s
            </option>
          ))}
        </select>
      </Field>
      <button
        type="button"
        className="btn btn-primary btn-lg user-select-none mb-3"
        // Without this a touch that lingers starts a scroll or a zoom and cancels the hold.
        style={{ touchAction: 'none' }}
        onPointerDown={(event) => {
          if (event.button === 0) start();
        }}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) start();
        }}
        onKeyUp={(event) => {
          if (event.key === ' ' || event.key === 'Enter') stop();
        }}
        onBlur={stop}
      >
        Press and hold
      </button>
      {/* Announced when the result is known, not a hundred times a second while holding. */}
      <div
        role="status"
        aria-live={hold.state === 'holding' ? 'off' : 'polite'}
        className={`alert ${alert.className}`}
      >
        {alert.text}
      </div>
      {hold.state === 'released' && <p>Held for {formatHeld(hold.ms)}s</p>}
    </section>
  );
}
