import { useEffect, useState, type ReactNode } from 'react';
import { invalidWorkspaceMessage, usePracticeWorkspace } from '../../lib/practiceWorkspace';
import {
  KEPT_CALLS,
  LAST_DELETE_PATH,
  type CodeAnswer,
  type KeptCall,
  type KeptMethod,
  type LastDeleteAnswer,
  type LastKept,
} from '../../shared/practiceApi';
import {
  formatTime,
  keptView,
  lastReceived,
  noneYet,
  POLL_INTERVAL_MS,
  prettyJson,
  type KeptView,
} from './display';
import './apiPage.css';

type CodeView = { state: 'loading' } | { state: 'error' } | ({ state: 'ok' } & CodeAnswer);
type DeleteView = { state: 'unknown' } | { state: 'error' } | ({ state: 'ok' } & LastDeleteAnswer);

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}

const UNKNOWN: Record<KeptMethod, KeptView> = {
  POST: { state: 'unknown' },
  PUT: { state: 'unknown' },
  PATCH: { state: 'unknown' },
};

/**
 * The tester calls the practice API with their own tool; the page shows what the backend
 * received: GET /code and POST /reset-delete on load, then the four GET /last-* every 2 s.
 */
export default function ApiPage() {
  const { workspace, ignored, baseUrl } = usePracticeWorkspace();
  const [code, setCode] = useState<CodeView>({ state: 'loading' });
  const [codeRequests, setCodeRequests] = useState(0);
  const [kept, setKept] = useState(UNKNOWN);
  const [deletion, setDeletion] = useState<DeleteView>({ state: 'unknown' });

  // GET /code on load and on each "Refresh code"; the last known code stays until the answer.
  useEffect(() => {
    const controller = new AbortController();
    getJson<CodeAnswer>(`${baseUrl}/code`, controller.signal).then(
      (answer) => setCode({ state: 'ok', ...answer }),
      () => {
        if (!controller.signal.aborted) setCode({ state: 'error' });
      },
    );
    return () => controller.abort();
  }, [baseUrl, codeRequests]);

  // Restore the element, then poll at once and every 2 s.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer: number | undefined;
    const pollKept = (call: KeptCall) =>
      getJson<LastKept>(`${baseUrl}${call.last}`, signal).then(
        (answer) => setKept((views) => ({ ...views, [call.method]: keptView(call, answer) })),
        () => {
          if (!signal.aborted)
            setKept((views) => ({ ...views, [call.method]: { state: 'error' } }));
        },
      );
    const pollDeletion = () =>
      getJson<LastDeleteAnswer>(`${baseUrl}${LAST_DELETE_PATH}`, signal).then(
        (answer) => setDeletion({ state: 'ok', ...answer }),
        () => {
          if (!signal.aborted) setDeletion({ state: 'error' });
        },
      );
    // A tick that comes while a round still waits for its answers runs right after it (at most
    // one such round waits), so a slow backend never gets overlapping rounds.
    let running: Promise<unknown> = Promise.resolve();
    let waiting = false;
    const poll = () => {
      if (waiting) return;
      waiting = true;
      running = running.then(() => {
        waiting = false;
        return signal.aborted
          ? undefined
          : Promise.all([...KEPT_CALLS.map(pollKept), pollDeletion()]);
      });
    };
    fetch(`${baseUrl}/reset-delete`, { method: 'POST', signal })
      .catch(() => undefined)
      .then(() => {
        if (signal.aborted) return;
        poll();
        timer = window.setInterval(poll, POLL_INTERVAL_MS);
      });
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [baseUrl]);

  return (
    <section>
      <p>
        Call these endpoints with an API tool (curl, Postman, a test&apos;s request context): this
        page sends no POST, PUT, PATCH or DELETE itself. It asks the backend what it received every
        2 seconds.
      </p>
      {ignored !== undefined && (
        <div role="alert" className="alert alert-warning">
          {invalidWorkspaceMessage(workspace)}
        </div>
      )}
      <p className="mb-1 text-break">
        API Base URL: <code>{baseUrl}</code>
      </p>
      <p>
        Workspace: <code>{workspace}</code>
      </p>

      <div className="row row-cols-1 row-cols-lg-2 g-3">
        <Card id="code" title="GET /code">
          <p aria-live="polite" className="code-line">
            {code.state === 'ok' && `Current code: ${code.code} (${formatTime(code.timestamp)})`}
            {code.state === 'error' && 'Error fetching code.'}
            {code.state === 'loading' && 'Fetching the code…'}
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setCodeRequests((n) => n + 1)}
          >
            Refresh code
          </button>
        </Card>
        {KEPT_CALLS.map((call) => (
          <Card
            key={call.method}
            id={call.method.toLowerCase()}
            title={`${call.method} ${call.path}`}
          >
            <KeptBody method={call.method} view={kept[call.method]} />
          </Card>
        ))}
        <Card id="delete" title="DELETE /delete">
          <p className="mb-2">Test Element Status:</p>
          <DeletionBody view={deletion} />
        </Card>
      </div>
    </section>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="col">
      <section className="card h-100" aria-labelledby={`card-${id}`}>
        <div className="card-body">
          <h2 id={`card-${id}`} className="h5 card-title font-monospace">
            {title}
          </h2>
          {children}
        </div>
      </section>
    </div>
  );
}

function KeptBody({ method, view }: { method: string; view: KeptView }) {
  return (
    <div aria-live="polite">
      {view.state === 'unknown' && <p className="mb-0">Asking the backend…</p>}
      {view.state === 'error' && <p className="mb-0">Error fetching the last {method}.</p>}
      {view.state === 'none' && <p className="mb-0">{noneYet(method)}</p>}
      {view.state === 'received' && (
        <>
          <p className="mb-2">{lastReceived(method)}</p>
          <pre className="bg-body-tertiary border rounded p-2 mb-2">{prettyJson(view.body)}</pre>
          <p className="mb-0">({formatTime(view.timestamp)})</p>
        </>
      )}
    </div>
  );
}

function DeletionBody({ view }: { view: DeleteView }) {
  return (
    <div aria-live="polite" className="border rounded p-3 element-status">
      {view.state === 'unknown' && <p className="mb-0">Asking the backend…</p>}
      {view.state === 'error' && <p className="mb-0">Error fetching the element status.</p>}
      {view.state === 'ok' && view.isDeleted && (
        <>
          <p className="fw-semibold">❌ This element has been deleted</p>
          <p>Reload the page to restore it</p>
          {view.lastDeleteTimestamp && (
            <p className="mb-0">Deleted at: {formatTime(view.lastDeleteTimestamp)}</p>
          )}
        </>
      )}
      {view.state === 'ok' && !view.isDeleted && (
        <>
          <p className="fw-semibold">✅ This element is visible and can be deleted</p>
          <p className="mb-0">Send a DELETE request to remove this element</p>
        </>
      )}
    </div>
  );
}
