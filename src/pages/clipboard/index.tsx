import { useState } from 'react';
import { TextField } from '../../lib/Field';
import { StatusLine } from '../../lib/StatusLine';
import { useRandom } from '../../lib/useRandom';
import { copyText } from './copy';
import { checkPasted, COPIED, copyFailed, drawValue } from './value';

/** Copy a generated value to the clipboard, paste it into a field and check it. */
export default function ClipboardPage() {
  const random = useRandom();
  const [value, setValue] = useState(() => drawValue(random));
  const [pasted, setPasted] = useState('');
  const [status, setStatus] = useState('');

  const copy = async () => {
    try {
      await copyText(value);
      setStatus(COPIED);
    } catch (error) {
      setStatus(copyFailed(error instanceof Error ? error.message : String(error)));
    }
  };

  const newValue = () => {
    setValue(drawValue(random));
    setStatus('');
  };

  return (
    <section className="col-md-6">
      <p className="fs-5">
        Value to copy: <code className="fs-5">{value}</code>
      </p>
      <div className="d-flex gap-2 mb-3">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={newValue}>
          New value
        </button>
      </div>
      <TextField
        id="paste-here"
        label="Paste here"
        autoComplete="off"
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
      />
      <button
        type="button"
        className="btn btn-success"
        onClick={() => setStatus(checkPasted(pasted, value))}
      >
        Check
      </button>
      <StatusLine>{status}</StatusLine>
    </section>
  );
}
