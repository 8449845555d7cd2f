import { stateClass, type TargetState, type TargetType } from './states';

interface TargetProps {
  type: TargetType;
  /** The state it is in, if any. */
  state?: TargetState;
  /** Reports what the tester did to it, as the status line's text. */
  onOutcome: (status: string) => void;
}

/** The element the state buttons act on (id `target`), of the chosen type. */
export function Target({ type, state, onOutcome }: TargetProps) {
  const stateOnly = stateClass(state);
  const classes = (own: string) => (stateOnly ? `${own} ${stateOnly}` : own);
  const disabled = state === 'disabled';
  const readOnly = state === 'read-only';
  const clicked = () => onOutcome('The target was clicked.');
  const typed = (value: string) => onOutcome(`Typed: ${value}`);

  switch (type) {
    case 'Button':
      return (
        <button
          id="target"
          type="button"
          className={classes('btn btn-primary')}
          disabled={disabled}
          onClick={clicked}
        >
          Target button
        </button>
      );
    case 'Input':
      return (
        <input
          id="target"
          className={classes('form-control')}
          autoComplete="off"
          disabled={disabled}
          readOnly={readOnly}
          onChange={(event) => typed(event.currentTarget.value)}
        />
      );
    case 'Textarea':
      return (
        <textarea
          id="target"
          className={classes('form-control')}
          rows={3}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(event) => typed(event.currentTarget.value)}
        />
      );
    case 'Select':
      return (
        <select
          id="target"
          className={classes('form-select')}
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
        <label id="target" className={classes('auto-wait__label fs-5')} onClick={clicked}>
          A plain label
        </label>
      );
  }
}
