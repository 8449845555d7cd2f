import { useEffect, useReducer } from 'react';
import { useRandom } from '../../lib/useRandom';
import { initialProgress, progressReducer, START_DELAY_MS, STEP_MS } from './progress';

/** Start fills the bar 1 % every T ms after a second's wait; Stop as close to 75 % as you can. */
export default function ProgressBarPage() {
  const random = useRandom();
  const [state, dispatch] = useReducer(progressReducer, initialProgress);
  const { value, stepMs, run, result } = state;

  useEffect(() => {
    if (stepMs === undefined) return;
    let steps: ReturnType<typeof setInterval> | undefined;
    const delay = setTimeout(() => {
      steps = setInterval(() => dispatch({ type: 'tick' }), stepMs);
    }, START_DELAY_MS);
    return () => {
      clearTimeout(delay);
      clearInterval(steps);
    };
  }, [run, stepMs]);

  return (
    <section>
      <div className="d-flex gap-2 mb-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => dispatch({ type: 'start', stepMs: random.int(STEP_MS.min, STEP_MS.max) })}
        >
          Start
        </button>
        <button type="button" className="btn btn-danger" onClick={() => dispatch({ type: 'stop' })}>
          Stop
        </button>
      </div>
      <div
        className="progress mb-3"
        style={{ height: '1.75rem' }}
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="progress-bar fw-bold" style={{ width: `${value}%` }}>
          {value}%
        </div>
      </div>
      <p role="status" className="fs-5">
        {result}
      </p>
    </section>
  );
}
