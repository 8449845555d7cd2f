import { useState } from 'react';
import { StatusLine } from '../../lib/StatusLine';

export const CLICKED = 'Button clicked.';

/** The server held this page's answer back for 5 s: by the time it renders, the wait is over. */
export default function LoadDelayPage() {
  const [result, setResult] = useState('');
  return (
    <section>
      <p>
        The server takes 5 seconds to send this page, so the browser's load event comes late. A test
        must wait for the page to load before it looks for the button.
      </p>
      <button type="button" className="btn btn-primary" onClick={() => setResult(CLICKED)}>
        Button shown after the delay
      </button>
      <StatusLine tone="success">{result}</StatusLine>
    </section>
  );
}
