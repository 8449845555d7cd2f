import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../lib/Field';
import { StatusLine, type StatusTone } from '../../lib/StatusLine';
import { INITIAL_BUTTON_NAME, renameOutcome } from './rename';

/** A button takes the field's text as its name, but only text that real key events typed. */
export default function TextInputPage() {
  const field = useRef<HTMLInputElement>(null);
  // The value after the last trusted input event: a script setting `value`, or dispatching an
  // input event of its own, leaves it behind.
  const typed = useRef<string | null>(null);
  const [buttonName, setButtonName] = useState(INITIAL_BUTTON_NAME);
  const [status, setStatus] = useState<{ text: string; tone: StatusTone }>({
    text: '',
    tone: 'info',
  });

  const remember = (event: FormEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isTrusted) typed.current = event.currentTarget.value;
  };

  const rename = () => {
    const outcome = renameOutcome(field.current?.value ?? '', typed.current);
    if (outcome.renamed) setButtonName(outcome.name);
    setStatus({ text: outcome.status, tone: outcome.renamed ? 'success' : 'warning' });
  };

  return (
    <section className="col-md-6">
      <TextField
        ref={field}
        id="new-button-name"
        label="New button name"
        placeholder="New name"
        autoComplete="off"
        onInput={remember}
      />
      <button type="button" className="btn btn-primary" onClick={rename}>
        {buttonName}
      </button>
      <StatusLine tone={status.tone}>{status.text}</StatusLine>
    </section>
  );
}
