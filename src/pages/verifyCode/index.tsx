import { useState } from 'react';
import { TextField } from '../../lib/Field';
import { useRandom } from '../../lib/useRandom';
import { drawCode, isValidCode } from './code';

type Verdict = 'valid' | 'invalid';

/** Get Code draws a code and shows it; Verify compares the typed text with it exactly. */
export default function VerifyCodePage() {
  const random = useRandom();
  const [code, setCode] = useState<string>();
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<Verdict>();

  if (code === undefined) {
    return (
      <button type="button" className="btn btn-primary" onClick={() => setCode(drawCode(random))}>
        Get Code
      </button>
    );
  }

  return (
    <section>
      <p className="fs-5">The code is: {code}</p>
      <form
        className="d-flex flex-wrap align-items-end gap-2 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          setVerdict(isValidCode(typed, code) ? 'valid' : 'invalid');
        }}
      >
        <TextField
          id="verify-code-input"
          label="Enter the code"
          fieldClassName=""
          inputMode="numeric"
          autoComplete="off"
          // Get Code has just disappeared with the focus; carry on where the code goes.
          autoFocus
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Verify
        </button>
      </form>
      <div aria-live="polite">
        {verdict && (
          <div
            role="alert"
            className={`alert alert-dismissible ${verdict === 'valid' ? 'alert-success' : 'alert-danger'}`}
          >
            {verdict === 'valid' ? 'Valid Code' : 'Invalid Code. Try again.'}
            <button
              type="button"
              className="btn-close"
              aria-label="Close"
              onClick={() => setVerdict(undefined)}
            />
          </div>
        )}
      </div>
    </section>
  );
}
