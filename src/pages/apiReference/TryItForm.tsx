import { useId, useState, type FormEvent } from 'react';
import type { Operation } from './operations';
import { requestUrl } from './tryIt';

type Answer = { status: string; body: string };

function readableBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Sends one GET of the operation with the typed parameters and shows the status and the body. */
export function TryItForm({ operation }: { operation: Operation }) {
  const title = `${operation.method} ${operation.path}`;
  const idPrefix = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<Answer>();

  async function send(event: FormEvent) {
    event.preventDefault();
    setAnswer({ status: 'Sending…', body: '' });
    try {
      const response = await fetch(requestUrl(operation.path, operation.parameters, values));
      setAnswer({
        status: `Status: ${response.status}`,
        body: readableBody(await response.text()),
      });
    } catch (error) {
      setAnswer({ status: `Request failed: ${(error as Error).message}`, body: '' });
    }
  }

  return (
    <form
      aria-label={`Try ${title}`}
      className="border-top pt-3 mt-3"
      onSubmit={(e) => void send(e)}
    >
      <h4 className="h6">Try it</h4>
      {operation.parameters.map((p) => (
        <div key={p.name} className="mb-2">
          <label className="form-label" htmlFor={`${idPrefix}-${p.name}`}>
            {p.name} ({p.in})
          </label>
          <input
            id={`${idPrefix}-${p.name}`}
            className="form-control"
            required={p.required}
            value={values[p.name] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))}
          />
        </div>
      ))}
      <button type="submit" className="btn btn-primary btn-sm">
        Send
      </button>
      <p role="status" aria-label={`Answer status of ${title}`} className="mt-2 mb-1">
        {answer?.status}
      </p>
      {answer?.body && (
        <pre
          className="bg-body-tertiary border rounded p-2 small"
          aria-label={`Answer of ${title}`}
          tabIndex={0}
        >
          <code>{answer.body}</code>
        </pre>
      )}
    </form>
  );
}
