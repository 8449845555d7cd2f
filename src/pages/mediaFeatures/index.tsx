import { useEffect, useId, useReducer } from 'react';
import { StatusLine } from '../../lib/StatusLine';
import { FEATURES, initialState, QUERIES, readFeatures, withReading } from './features';
import './mediaFeatures.css';

const readNow = () => readFeatures((query) => window.matchMedia(query).matches);

/** The user-preference media features in force, a demo that follows them, and their changes. */
export default function MediaFeaturesPage() {
  const [state, read] = useReducer(withReading, undefined, () => initialState(readNow()));
  const logId = useId();

  useEffect(() => {
    const lists = QUERIES.map((query) => window.matchMedia(query));
    // One emulation call can change several lists: each reading compares every feature at once.
    const onChange = () => read(readNow());
    lists.forEach((list) => list.addEventListener('change', onChange));
    // A change between the first render and now is seen too.
    onChange();
    return () => lists.forEach((list) => list.removeEventListener('change', onChange));
  }, []);

  const { values } = state;
  return (
    <div className="d-grid gap-4">
      <table className="table table-sm caption-top mb-0 mf-table">
        <caption className="h6 text-body">Active media features</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {FEATURES.map(({ name }) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{values[name]}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="d-grid gap-3">
        <div className="mf-card">
          <p className="mb-2">
            This card follows prefers-color-scheme: {values['prefers-color-scheme']}.
          </p>
          <p className="mf-secondary">Secondary text</p>
        </div>
        <div className="d-flex align-items-center gap-2">
          <div className="mf-square" role="img" aria-label="Spinning square" />
          <p className="mb-0">
            {values['prefers-reduced-motion'] === 'reduce'
              ? 'Motion: the square stands still (reduced motion).'
              : 'Motion: the square spins.'}
          </p>
        </div>
        <div className="d-flex align-items-center gap-3">
          <span className="mf-badge">Online</span>
          <p className="mb-0">
            {values['forced-colors'] === 'active'
              ? 'Forced colours: active. The badge keeps a 2 px border.'
              : 'Forced colours: none.'}
          </p>
        </div>
        <p className="mb-0">Contrast: {values['prefers-contrast']}.</p>
        <p className="mb-0 mf-screen-only">Screen only: this line is hidden in print.</p>
        <p className="mb-0 mf-print-only">Print only: this line shows only in print.</p>
      </div>

      <div>
        <StatusLine>Changes seen: {state.seen}</StatusLine>
        <h2 id={logId} className="h6 mt-3">
          Change log
        </h2>
        <ul aria-labelledby={logId} className="mb-0">
          {state.log.map((line, index) => (
            // Each change adds one line: the newest is change number `seen`.
            <li key={state.seen - index}>{line}</li>
          ))}
        </ul>
        {state.log.length === 0 && <p className="text-body-secondary mb-0">No changes yet.</p>}
      </div>
    </div>
  );
}
