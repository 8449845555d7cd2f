import { useState } from 'react';

/** A button reveals a hidden text. */
export default function ButtonClickPage() {
  const [revealed, setRevealed] = useState(false);
  return (
    <section>
      <button type="button" className="btn btn-primary" onClick={() => setRevealed(true)}>
        Click me
      </button>
      {revealed && (
        <p className="alert alert-success mt-3" role="status">
          Congratulations! You've successfully revealed the hidden content.
        </p>
      )}
    </section>
  );
}
