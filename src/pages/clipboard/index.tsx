import { useRef, useState } from 'react';
import { TextField } from '../../lib/Field';
import { StatusLine, type StatusTone } from '../../lib/StatusLine';
import { useRandom } from '../../lib/useRandom';
import { copyText } from './copy';
import './clipboard.css';
import { checkPasted, COPIED, copyFailed, drawValue, failureReason, MATCH } from './value';

interface Status {
  text: string;
  tone: StatusTone;
}

const NO_STATUS: Status = { text: '', tone: 'info' };

/** Copy a generated value to the clipboard, paste it into a field and check it. */
export default function ClipboardPage() {
  const random = useRandom();
  const [value, setValue] = useState(() => drawValue(random));
  const [pasted, setPasted] = useState('');
  const [status, setStatus] = useState<Status>(NO_STATUS);
  // Counts the values drawn, so that a copy still pending when New value is pressed says nothing.
  const draws = useRef(0);

  const copy = async () => {
    const draw = draws.current;
    let next: Status;
    try {
      await copyText(value);
      next = { text: COPIED, tone: 'info' };
    } catch (error) {
      next = { text: copyFailed(failureReason(error)), tone: 'danger' };
    }
    if (draw === draws.current) setStatus(next);
  };

  const newValue = () => {
    draws.current += 1;
    setValue(drawValue(random));
    setStatus(NO_STATUS);
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
        onClick={() => {
          const text = checkPasted(pasted, value);
          setStatus({ text, tone: text === MATCH ? 'success' : 'danger' });
        }}
      >
        Check
      </button>
      <StatusLine tone={status.tone}>{status.text}</StatusLine>
    </section>
  );
}
