import { useEffect, useRef, useState } from 'react';
import { invalidWorkspaceMessage, usePracticeWorkspace } from '../../lib/practiceWorkspace';
import {
  CARDS,
  formatBody,
  NOT_PRESENT,
  savedValue,
  sendRequest,
  type Answer,
  type MockCard,
} from './calls';
import { statusText } from '../../lib/reasons';
import './mockApiPage.css';

interface Result extends Answer {
  attempt: number;
}

type CardId = MockCard['id'];

/**
 * Three requests that leave only when their button is pressed, so that a test can register a mock
 * first; each card shows the status, the saved value and the raw body the page got.
 */
export default function MockApiPage() {
  const { workspace, ignored, baseUrl } = usePracticeWorkspace();
  const [count, setCount] = useState(0);
  const sent = useRef(0);
  const [results, setResults] = useState<Partial<Record<CardId, Result>>>({});
  const [pending, setPending] = useState<Partial<Record<CardId, AbortController>>>({});
  const controllers = useRef(new Set<AbortController>());

  // Leaving the page cancels what is still on its way.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  async function send(card: MockCard) {
    sent.current += 1;
    const attempt = sent.current;
    setCount(attempt);
    const controller = new AbortController();
    controllers.current.add(controller);
    setPending((p) => ({ ...p, [card.id]: controller }));
    const answer = await sendRequest(baseUrl, card, controller.signal);
    controllers.current.delete(controller);
    if (controller.signal.aborted) return;
    setResults((r) => ({ ...r, [card.id]: { ...answer, attempt } }));
    setPending(({ [card.id]: _done, ...others }) => others);
  }

  function clear() {
    controllers.current.forEach((controller) => controller.abort());
    controllers.current.clear();
    sent.current = 0;
    setCount(0);
    setResults({});
    setPending({});
  }

  return (
    <section>
      <p>
        Nothing is sent when the page opens: each request leaves only when you press its button, so
        you can register a mock first. The status, the saved value and the raw body tell a mocked
        answer from a real one.
      </p>
      {ignored !== undefined && (
        <div role="alert" className="alert alert-warning">
          {invalidWorkspaceMessage(workspace)}
        </div>
      )}
      <p className="text-break">
        API Base URL: <code>{baseUrl}</code>
      </p>
      <div
        role="toolbar"
        aria-label="Results"
        className="d-flex flex-wrap align-items-center gap-3 mb-3"
      >
        <span id="requestCount" aria-live="polite">
          Requests sent: {count}
        </span>
        <button
          id="clearResults"
          type="button"
          className="btn btn-outline-secondary"
          onClick={clear}
        >
          Clear results
        </button>
      </div>
      <div className="row row-cols-1 row-cols-lg-3 g-3">
        {CARDS.map((card) => (
          <div className="col" key={card.id}>
            <Card
              card={card}
              result={results[card.id]}
              sending={pending[card.id] !== undefined}
              onSend={() => void send(card)}
            />
          </div>
        ))}
      </div>
    </section>
  );
}

function Card({
  card,
  result,
  sending,
  onSend,
}: {
  card: MockCard;
  result?: Result;
  sending: boolean;
  onSend: () => void;
}) {
  const { id, method, path } = card;
  const ok = result?.status != null && result.status >= 200 && result.status < 300;
  return (
    <section id={id} className="card h-100" aria-labelledby={`title-${id}`}>
      <div className="card-body">
        <h2 id={`title-${id}`} className="h5 card-title">
          {card.title}
        </h2>
        <p className="mb-2">
          <span
            className={`badge ${method === 'GET' ? 'text-bg-primary' : 'text-bg-success'} me-2`}
          >
            {method}
          </span>
          <code>{path}</code>
        </p>
        <p className="small">{card.hint}</p>
        {card.body && (
          <>
            <p className="mb-1">Request body:</p>
            <pre className="json-body bg-body-tertiary border rounded p-2">
              {JSON.stringify(card.body, null, 2)}
            </pre>
          </>
        )}
        <button
          id={`send-${id}`}
          type="button"
          className="btn btn-primary mb-3"
          disabled={sending}
          onClick={onSend}
        >
          {sending ? 'Sending...' : `Send ${method} ${path}`}
        </button>
        <div aria-live="polite">
          {result === undefined ? (
            <p id={`empty-${id}`} className="mb-0">
              No request sent yet.
            </p>
          ) : (
            <>
              <p
                id={`status-${id}`}
                className={`fw-semibold mb-1 ${ok ? 'text-success-emphasis' : 'text-danger-emphasis'}`}
              >
                {statusText(result.status)}
              </p>
              <p id={`saved-${id}`} className="mb-1 text-break">
                Saved value ({card.savedPath}):{' '}
                {'text' in result.body ? savedValue(result.body.text, card.savedPath) : NOT_PRESENT}
              </p>
              <p id={`elapsed-${id}`} className="mb-1">
                Elapsed: {result.elapsedMs} ms
              </p>
              <p id={`attempt-${id}`} className="mb-2">
                Request number: {result.attempt}
              </p>
              <p className="mb-1">Response body:</p>
              <pre id={`body-${id}`} className="json-body bg-body-tertiary border rounded p-2 mb-0">
                {'text' in result.body
                  ? formatBody(result.body.text)
                  : `Request failed: ${result.body.error}`}
              </pre>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
