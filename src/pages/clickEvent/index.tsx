import { useState, type MouseEvent } from 'react';
import { BUTTON_LABEL, clickSource, turnsGreen, MESSAGES } from './click';

/** A button that only answers clicks the browser itself made (a pointer or the keyboard). */
export default function ClickEventPage() {
  const [green, setGreen] = useState(false);
  const [message, setMessage] = useState('');

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    const source = clickSource(event.nativeEvent);
    if (turnsGreen(source)) setGreen(true);
    setMessage(MESSAGES[source]);
  };

  return (
    <section className="d-flex flex-column align-items-start gap-3">
      <button
        type="button"
        className={`btn btn-lg ${green ? 'btn-success' : 'btn-primary'}`}
        onClick={click}
      >
        {BUTTON_LABEL}
      </button>
      <p role="status" className="fw-semibold mb-0">
        {message}
      </p>
    </section>
  );
}
