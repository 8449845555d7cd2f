import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CheckField, TextField } from '../../lib/Field';
import { statusWithReason } from '../../lib/reasons';
import {
  answerLine,
  BEACON_LINES,
  CANCELLED,
  NETWORK_ERROR,
  NOT_SENT,
  objectOf,
  pixelUrl,
  PROFILE_URL,
  REPORT_URL,
  requestIdOf,
  searchUrl,
  settle,
  SLOW_URL,
  SLOW_WAITING,
  type CardId,
  type LogRow,
} from './requests';

const NOTHING_SENT: Record<CardId, string> = {
  search: NOT_SENT,
  save: NOT_SENT,
  report: NOT_SENT,
  slow: NOT_SENT,
  beacon: NOT_SENT,
};

/** A started request: its number, its address, and how to record its outcome and the card's line. */
interface Started {
  n: number;
  url: string;
  end: (outcome: string, line: string) => void;
}

function Card({
  id,
  title,
  request,
  line,
  children,
}: {
  id: CardId;
  title: string;
  request: string;
  line: string;
  children: ReactNode;
}) {
  return (
    <div className="col-sm-6 col-xl-4">
      <div className="card h-100">
        <div className="card-body">
          <h2 className="h6 card-title">{title}</h2>
          <p className="small text-body-secondary text-break">
            <code>{request}</code>
          </p>
          <div className="d-flex flex-wrap gap-2 mb-2">{children}</div>
          <p id={`result-${id}`} role="status" className="mb-0 text-break">
            {line}
          </p>
        </div>
      </div>
    </div>
  );
}

/** Five buttons, each sending one kind of request; a log lists every request and its outcome. */
export default function NetworkRequests() {
  const [term, setTerm] = useState('lamp');
  const [displayName, setDisplayName] = useState('Tester');
  const [newsletter, setNewsletter] = useState(false);
  const [lines, setLines] = useState(NOTHING_SENT);
  const [running, setRunning] = useState<ReadonlySet<CardId>>(new Set());
  const [log, setLog] = useState<LogRow[]>([]);
  const lastNumber = useRef(0);
  /** What the page has under way: aborted (fetches) or let go (images) when it is left. */
  const underWay = useRef(new Map<CardId, AbortController | HTMLImageElement>());

  useEffect(() => {
    const requests = underWay.current;
    return () => {
      for (const request of requests.values()) {
        if (request instanceof AbortController) request.abort();
        else request.onload = request.onerror = null;
      }
    };
  }, []);

  const setLine = (card: CardId, line: string) =>
    setLines((current) => ({ ...current, [card]: line }));
  const setCardRunning = (card: CardId, on: boolean) =>
    setRunning(
      (current) => new Set([...current].filter((c) => c !== card).concat(on ? [card] : [])),
    );

  /** Numbers the request, logs it as pending and disables its card's button until it ends. */
  function start(card: CardId, method: LogRow['method'], urlOf: (n: number) => string): Started {
    const n = ++lastNumber.current;
    const url = urlOf(n);
    const startedAt = performance.now();
    setLog((current) => [...current, { n, method, url, outcome: 'pending', ms: null }]);
    setCardRunning(card, true);
    const end = (outcome: string, line: string) => {
      underWay.current.delete(card);
      setLog((current) => settle(current, n, outcome, performance.now() - startedAt));
      setLine(card, line);
      setCardRunning(card, false);
    };
    return { n, url, end };
  }

  async function fetchFor(card: CardId, { url, end }: Started, init: RequestInit = {}) {
    const controller = new AbortController();
    underWay.current.set(card, controller);
    try {
      const response = await fetch(url, { ...init, signal: controller.signal });
      const body = objectOf(await response.json().catch(() => null));
      end(statusWithReason(response.status), answerLine(card, response.status, body));
    } catch {
      if (controller.signal.reason === CANCELLED) end('cancelled', CANCELLED);
      // Aborted because the page was left: nothing is shown any more.
      else if (!controller.signal.aborted) end('network error', NETWORK_ERROR);
    }
  }

  const search = () =>
    void fetchFor(
      'search',
      start('search', 'GET', () => searchUrl(term)),
    );
  const save = () => {
    const started = start('save', 'POST', () => PROFILE_URL);
    void fetchFor('save', started, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestIdOf(started.n) },
      body: JSON.stringify({ displayName, newsletter }),
    });
  };
  const report = () =>
    void fetchFor(
      'report',
      start('report', 'GET', () => REPORT_URL),
    );
  const slow = () => {
    setLine('slow', SLOW_WAITING);
    void fetchFor(
      'slow',
      start('slow', 'GET', () => SLOW_URL),
    );
  };
  const cancelSlow = () => {
    const request = underWay.current.get('slow');
    if (request instanceof AbortController) request.abort(CANCELLED);
  };
  const beacon = () => {
    const { url, end } = start('beacon', 'GET', pixelUrl);
    const image = new Image();
    underWay.current.set('beacon', image);
    image.onload = () => end('image loaded', BEACON_LINES.delivered);
    image.onerror = () => end('image error', BEACON_LINES.failed);
    image.src = url;
    setLine('beacon', BEACON_LINES.sent);
  };

  const button = (card: CardId, label: string, onClick: () => void) => (
    <button
      type="button"
      className="btn btn-primary"
      disabled={running.has(card)}
      onClick={onClick}
    >
      {label}
    </button>
  );

  return (
    <section>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-sm-6 col-lg-4">
          <TextField
            id="search-term"
            label="Search term"
            fieldClassName=""
            autoComplete="off"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
        <div className="col-sm-6 col-lg-4">
          <TextField
            id="display-name"
            label="Display name"
            fieldClassName=""
            autoComplete="off"
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </div>
        <div className="col-lg-4">
          <CheckField
            id="newsletter"
            type="checkbox"
            label="Send me the newsletter"
            checked={newsletter}
            onChange={(event) => setNewsletter(event.target.checked)}
          />
        </div>
      </div>
      <div className="row g-3 mb-4">
        <Card
          id="search"
          title="Search"
          request="GET /api/network/search?q={term}"
          line={lines.search}
        >
          {button('search', 'Search', search)}
        </Card>
        <Card id="save" title="Save profile" request={`POST ${PROFILE_URL}`} line={lines.save}>
          {button('save', 'Save profile', save)}
        </Card>
        <Card id="report" title="Load report" request={`GET ${REPORT_URL}`} line={lines.report}>
          {button('report', 'Load report', report)}
        </Card>
        <Card id="slow" title="Slow request" request={`GET ${SLOW_URL}`} line={lines.slow}>
          {button('slow', 'Slow request', slow)}
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={!running.has('slow')}
            onClick={cancelSlow}
          >
            Cancel
          </button>
        </Card>
        <Card
          id="beacon"
          title="Beacon image"
          request="GET /api/network/pixel?n={n}"
          line={lines.beacon}
        >
          {button('beacon', 'Send beacon', beacon)}
        </Card>
      </div>
      <div className="table-responsive">
        <table className="table table-sm caption-top">
          <caption className="h6 text-body">Request log</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Method</th>
              <th scope="col">URL</th>
              <th scope="col">Outcome</th>
              <th scope="col" className="text-end">
                Time (ms)
              </th>
            </tr>
          </thead>
          <tbody>
            {log.map((row) => (
              <tr key={row.n}>
                <td>{row.n}</td>
                <td>{row.method}</td>
                <td className="text-break font-monospace small">{row.url}</td>
                <td>{row.outcome}</td>
                <td className="text-end">{row.ms ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {log.length === 0 && <p className="text-body-secondary">No requests yet.</p>}
    </section>
  );
}
