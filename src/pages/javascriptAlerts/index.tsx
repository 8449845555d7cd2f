import { useState } from 'react';
import {
  ALERT_CLOSED,
  ALERT_MESSAGE,
  CONFIRM_MESSAGE,
  PROMPT_MESSAGE,
  confirmResult,
  promptResult,
} from './dialogs';

/** Each dialog blocks until answered; the answer replaces the result line. */
const openDialogs = [
  {
    label: 'Open alert',
    open: () => {
      window.alert(ALERT_MESSAGE);
      return ALERT_CLOSED;
    },
  },
  { label: 'Open confirm', open: () => confirmResult(window.confirm(CONFIRM_MESSAGE)) },
  { label: 'Open prompt', open: () => promptResult(window.prompt(PROMPT_MESSAGE, '')) },
];

/** Three buttons open the browser's alert, confirm and prompt; the line says what came back. */
export default function JavascriptAlertsPage() {
  const [result, setResult] = useState('');
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 mb-4">
        {openDialogs.map(({ label, open }) => (
          <button
            key={label}
            type="button"
            className="btn btn-primary"
            onClick={() => setResult(open())}
          >
            {label}
          </button>
        ))}
      </div>
      <h2 className="h5">Result:</h2>
      <p role="status" className="fs-5 text-break" style={{ whiteSpace: 'pre-wrap' }}>
        {result}
      </p>
    </section>
  );
}
