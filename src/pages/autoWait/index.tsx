import { useEffect, useState } from 'react';
import { Field } from '../../lib/Field';
import { StatusLine } from '../../lib/StatusLine';
import {
  isTargetType,
  READY,
  RESTORED,
  STATE_BUTTONS,
  STATE_MS,
  stateApplies,
  STATES,
  stateStatus,
  TARGET_TYPES,
  targetLabel,
  type TargetState,
  type TargetType,
} from './states';
import { Target } from './Target';
import './autoWait.scss';

/** A new object for each application, so that re-applying the same state restarts its timer. */
interface Applied {
  state: TargetState;
}

/** A target that state buttons hide, disable, lock, cover or shrink for exactly 3 s. */
export default function AutoWaitPage() {
  const [type, setType] = useState<TargetType>('Button');
  const [applied, setApplied] = useState<Applied>();
  const [status, setStatus] = useState(READY);

  // One timer per applied state: a new state, a new type or leaving the page clears it.
  useEffect(() => {
    if (!applied) return;
    const timer = setTimeout(() => {
      setApplied(undefined);
      setStatus(RESTORED);
    }, STATE_MS);
    return () => clearTimeout(timer);
  }, [applied]);

  const apply = (state: TargetState) => {
    setApplied({ state });
    setStatus(stateStatus(state));
  };

  const changeType = (value: string) => {
    if (!isTargetType(value)) return;
    setType(value);
    setApplied(undefined);
    setStatus(READY);
  };

  const label = targetLabel(type);
  return (
    <section>
      <Field id="element-type" label="Element type" className="mb-3 col-md-4">
        <select
          id="element-type"
          className="form-select"
          value={type}
          onChange={(event) => changeType(event.currentTarget.value)}
        >
          {TARGET_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </Field>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {STATES.map((state) => (
          <button
            key={state}
            type="button"
            className="btn btn-outline-secondary"
            disabled={!stateApplies(state, type)}
            onClick={() => apply(state)}
          >
            {STATE_BUTTONS[state]}
          </button>
        ))}
      </div>
      <div className="border rounded p-4">
        {label && (
          <label htmlFor="target" className="form-label">
            {label}
          </label>
        )}
        <div className="auto-wait__playground">
          <Target key={type} type={type} state={applied?.state} onOutcome={setStatus} />
          {applied?.state === 'covered' && <div className="auto-wait__cover" aria-hidden="true" />}
        </div>
        <StatusLine>{status}</StatusLine>
      </div>
    </section>
  );
}
