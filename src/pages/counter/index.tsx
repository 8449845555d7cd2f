import { useState } from 'react';

/** A number starting at 0; Increment adds 1, Decrement subtracts 1, with no lower bound. */
export default function CounterPage() {
  const [count, setCount] = useState(0);
  return (
    <section className="d-flex flex-column align-items-start gap-3">
      <p className="display-4 mb-0">
        <output aria-label="Count" aria-live="polite">
          {count}
        </output>
      </p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-success" onClick={() => setCount((n) => n + 1)}>
          Increment
        </button>
        <button type="button" className="btn btn-danger" onClick={() => setCount((n) => n - 1)}>
          Decrement
        </button>
      </div>
    </section>
  );
}
