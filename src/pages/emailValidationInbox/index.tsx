import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '../../lib/Field';
import { StatusAlert, type Status } from '../../lib/StatusAlert';
import { INVALID_EMAIL, isValidEmail } from '../../shared/twofa';

export const LOAD_FAILED = 'Failed to load the inbox. Please try again later.';

interface Message {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  receivedAt: string;
}

type Inbox = { address: string; messages: Message[] };

async function fetchInbox(address: string, signal: AbortSignal): Promise<Inbox | Status> {
  try {
    const response = await fetch(`/api/inbox/${encodeURIComponent(address)}`, {
      credentials: 'include',
      signal,
    });
    const body = (await response.json()) as Inbox & { message?: string };
    return response.ok ? body : { ok: false, message: String(body.message ?? LOAD_FAILED) };
  } catch {
    return { ok: false, message: LOAD_FAILED };
  }
}

/**
 * The practice inbox: the e-mails sent to one address, newest first, so that a tester can read
 * the code in a second tab (or from GET /api/inbox/{address}), as with a real mailbox.
 */
export default function EmailValidationInboxPage() {
  const [params, setParams] = useSearchParams();
  const address = params.get('address') ?? '';
  const [field, setField] = useState(address);
  const [inbox, setInbox] = useState<Inbox>();
  const [status, setStatus] = useState<Status>();
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!isValidEmail(address)) return;
    const controller = new AbortController();
    void fetchInbox(address, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if ('messages' in result) {
        setInbox(result);
        setStatus(undefined);
      } else {
        setInbox(undefined);
        setStatus(result);
      }
    });
    return () => {
      controller.abort();
    };
  }, [address, reloads]);

  const onOpen = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(field)) {
      setInbox(undefined);
      setStatus({ ok: false, message: INVALID_EMAIL });
      return;
    }
    setParams({ address: field });
    refresh();
  };

  const refresh = () => setReloads((n) => n + 1);

  return (
    <section>
      <form noValidate onSubmit={onOpen} className="col-lg-6">
        <TextField
          id="inbox-address"
          label="Email address"
          fieldClassName=""
          type="email"
          placeholder="Enter email"
          value={field}
          onChange={(event) => setField(event.target.value)}
        />
        <button type="submit" className="btn btn-primary mt-3">
          Open inbox
        </button>
      </form>
      <StatusAlert status={status} />

      {inbox && (
        <section className="mt-4" aria-labelledby="inbox-heading">
          <div className="d-flex align-items-center gap-3 mb-3">
            <h2 id="inbox-heading" className="h5 mb-0">
              Inbox of {inbox.address}
            </h2>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={refresh}>
              Refresh
            </button>
          </div>
          {inbox.messages.length === 0 ? (
            <p>No messages. Messages expire with their code after 10 minutes.</p>
          ) : (
            <ol className="list-group" aria-label="Messages, newest first">
              {inbox.messages.map((message) => (
                <li key={message.id} className="list-group-item">
                  <div className="d-flex justify-content-between flex-wrap gap-2">
                    <strong>{message.subject}</strong>
                    <time dateTime={message.receivedAt}>
                      {new Date(message.receivedAt).toLocaleString()}
                    </time>
                  </div>
                  <div className="small text-body-secondary">From: {message.from}</div>
                  <p className="mb-0 mt-2" style={{ whiteSpace: 'pre-wrap' }}>
                    {message.text}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </section>
  );
}
