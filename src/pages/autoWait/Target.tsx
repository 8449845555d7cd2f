import type { CSSProperties } from 'react';
import type { TargetState, TargetType } from './states';

const HIDDEN: CSSProperties = { visibility: 'hidden' };
// overflow and the minimums too, so that the content and the control's own minimum size do not
// keep a visible box.
const ZERO_SIZE: CSSProperties = {
  width: 0,
  height: 0,
  minWidth: 0,
  minHeight: 0,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
};

interface TargetProps {
  type: TargetType;
  /** The state it is in, if any. */
  state?: TargetState;
  /** Reports what the tester did to it, as the status line's text. */
  onOutcome: (status: string) => void;
}

/** The element the state buttons act on (id `target`), of the chosen type. */
export function Target({ type, state, onOutcome }: TargetProps) {
  const common = {
    id: 'target',
    style: state === 'hidden' ? HIDDEN : state === 'zero-size' ? ZERO_SIZE : undefined,
  };
  const disabled = state === 'disabled';
  const readOnly = state === 'read-only';
  const clicked = () => onOutcome('The target was clicked.');
  const typed = (value: string) => onOutcome(`Typed: ${value}`);

  switch (type) {
    case 'Button':
      return (
        <button
          {...common}
          type="button"
          className="btn btn-primary"
          disabled={disabled}
          onClick={clicked}
        >
          Target button
        </button>
      );
    case 'Input':
      return (
        <input
          {...common}
          className="form-control"
          autoComplete="off"
          disabled={disabled}
          readOnly={readOnly}
          onChange={(event) => typed(event.currentTarget.value)}
        />
      );
    case 'Textarea':
      return (
        <textarea
          {...common}
          className="form-control"
          rows={3}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(event) => typed(event.currentTarget.value)}
        />
      );
    case 'Select':
      return (
        <select
          {...common}
          className="form-select"
          disabled={disabled}
          onChange={(event) => onOutcome(`Chosen: ${event.currentTarget.value}`)}
        >
          <option>Item 1</option>
          <option>Item 2</option>
          <option>Item 3</option>
        </select>
      );
    case 'Label':
      return (
        // A plain label is the exercise: clicking text that is no control.
        <label {...common} className="fs-5" onClick={clicked}>
          A plain label
        </label>
      );
  }
}
