import { useState } from 'react';

export const REVEALED_TEXT = "Congratulations! You've successfully revealed the hidden content.";

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
          {REVEALED_TEXT}
        </p>
      )}
    </section>
  );
}
