import { useState } from 'react';

/** A 10-row textarea with a live character counter. */
export default function TextareaMultilinePage() {
  const [text, setText] = useState('');
  return (
    <section>
      <label htmlFor="multiline" className="form-label">
        Your text
      </label>
      <textarea
        id="multiline"
        className="form-control"
        rows={10}
        placeholder="Type multiple lines of text here..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p className="mt-2" aria-live="polite">
        Characters: {text.length}
      </p>
    </section>
  );
}
