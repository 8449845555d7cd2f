import { useState } from 'react';
import { Field } from '../../lib/Field';

/** A 10-row textarea with a live character counter. */
export default function TextareaMultilinePage() {
  const [text, setText] = useState('');
  return (
    <section>
      <Field id="multiline" label="Your text" className="">
        <textarea
          id="multiline"
          className="form-control"
          rows={10}
          placeholder="Type multiple lines of text here..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <p className="mt-2" aria-live="polite">
        Characters: {text.length}
      </p>
    </section>
  );
}
