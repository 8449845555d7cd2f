import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Field } from '../../lib/Field';
import {
  badgeText,
  counts,
  countsLine,
  DEVICE_KEY,
  deviceIdFrom,
  isDeviceId,
  LINES,
  MAX_TEXT_LENGTH,
  nextNumber,
  NOTES_KEY,
  parseStored,
  postOutcome,
  saveRefusal,
  withState,
  type LocalNote,
  type NoteState,
} from './notes';

const BADGE_TONES: Record<NoteState, string> = {
  pending: 'text-bg-warning',
  sending: 'text-bg-info',
  synced: 'text-bg-success',
  rejected: 'text-bg-danger',
};

/** This browser's device id, made at the first visit and kept. */
function deviceId(): string {
  const known = localStorage.getItem(DEVICE_KEY);
  if (isDeviceId(known)) return known;
  const made = deviceIdFrom(crypto.getRandomValues(new Uint8Array(12)));
  localStorage.setItem(DEVICE_KEY, made);
  return made;
}

interface Visit {
  left: boolean;
  syncing: boolean;
  request?: AbortController;
}
const newVisit = (): Visit => ({ left: false, syncing: false });

/** Notes saved offline wait in a queue (localStorage) and go to the server one at a time. */
export default function OfflineMode() {
  const [device] = useState(deviceId);
  const [notes, setNotes] = useState(() => parseStored(localStorage.getItem(NOTES_KEY)));
  const [online, setOnline] = useState(() => navigator.onLine);
  const [syncLine, setSyncLine] = useState<string>(() =>
    !navigator.onLine && counts(notes).pending > 0 ? LINES.offline : LINES.synced,
  );
  const [syncing, setSyncing] = useState(false);
  const [text, setText] = useState('');
  // Why the last save was refused (an alert in the page); `shown` keys it, so that the same
  // refusal twice is a new alert, announced again.
  const [refusal, setRefusal] = useState<{ message: string; shown: number }>();
  // The sync runs across awaits: it reads and writes the notes through this ref.
  const current = useRef(notes);
  // One per mount: leaving ends its sync (a remount, as in StrictMode, starts afresh).
  const visit = useRef<Visit>(newVisit());

  const update = useCallback((change: (notes: LocalNote[]) => LocalNote[]) => {
    current.current = change(current.current);
    localStorage.setItem(NOTES_KEY, JSON.stringify(current.current));
    setNotes(current.current);
  }, []);

  const notesUrl = `/api/notes/${device}`;

  /** Sends the pending notes one at a time, in order, until none is left or one stops it. */
  const sync = useCallback(async () => {
    const own = visit.current;
    if (own.syncing || own.left) return;
    own.syncing = true;
    setSyncing(true);
    try {
      for (let sent = 0; ; sent++) {
        const next = current.current.find((note) => note.state === 'pending');
        if (!next) {
          setSyncLine(LINES.synced);
          return;
        }
        setSyncLine(LINES.sending(sent + 1, sent + counts(current.current).pending));
        update((notes) => withState(notes, next.number, 'sending'));
        const controller = new AbortController();
        own.request = controller;
        let outcome;
        try {
          const response = await fetch(notesUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ number: next.number, text: next.text, savedAt: next.savedAt }),
            signal: controller.signal,
          });
          outcome = postOutcome(response.status, await response.json().catch(() => null));
        } catch {
          // Left the page: the note stays stored as sending, and is pending at the next visit.
          if (own.left) return;
          update((notes) => withState(notes, next.number, 'pending'));
          setSyncLine(navigator.onLine ? LINES.unreachable : LINES.offline);
          return;
        }
        if (own.left) return;
        if (outcome.kind === 'stop') {
          update((notes) => withState(notes, next.number, 'pending'));
          setSyncLine(outcome.line);
          return;
        }
        const { kind } = outcome;
        const message = kind === 'rejected' ? outcome.message : undefined;
        update((notes) => withState(notes, next.number, kind, message));
      }
    } finally {
      own.syncing = false;
      setSyncing(false);
    }
  }, [notesUrl, update]);

  useEffect(() => {
    const own = newVisit();
    visit.current = own;
    const onOnline = () => {
      setOnline(true);
      if (counts(current.current).pending > 0) void sync();
    };
    const onOffline = () => {
      setOnline(false);
      if (counts(current.current).pending > 0) setSyncLine(LINES.offline);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    if (navigator.onLine && counts(current.current).pending > 0) void sync();
    return () => {
      own.left = true;
      own.request?.abort();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [sync]);

  const save = () => {
    const refused = saveRefusal(text, current.current);
    if (refused) {
      setRefusal((last) => ({ message: refused, shown: (last?.shown ?? 0) + 1 }));
      return;
    }
    setRefusal(undefined);
    const note: LocalNote = {
      number: nextNumber(current.current),
      text: text.trim(),
      savedAt: new Date().toISOString(),
      state: 'pending',
    };
    update((notes) => [...notes, note]);
    setText('');
    if (navigator.onLine) void sync();
    else setSyncLine(LINES.offline);
  };

  const clear = async () => {
    const own = visit.current;
    try {
      const response = await fetch(notesUrl, { method: 'DELETE' });
      if (own.left) return;
      if (response.ok) {
        update(() => []);
        setRefusal(undefined);
        setSyncLine(LINES.cleared);
      } else {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        setSyncLine(LINES.notCleared(body?.message ?? String(response.status)));
      }
    } catch {
      if (!own.left) setSyncLine(LINES.notCleared('the server could not be reached.'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.ctrlKey) {
      event.preventDefault();
      save();
    }
  };

  const { pending } = counts(notes);

  return (
    <section>
      <p
        id="connection-state"
        role="status"
        className={`fw-semibold ${online ? 'text-success-emphasis' : 'text-danger-emphasis'}`}
      >
        Connection: {online ? 'online' : 'offline'}
      </p>
      <form noValidate onSubmit={onSubmit} className="mb-3">
        <Field id="note-text" label="Note">
          <textarea
            id="note-text"
            className="form-control"
            rows={3}
            maxLength={MAX_TEXT_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </Field>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            Save note
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={!online || syncing || pending === 0}
            onClick={() => void sync()}
          >
            Sync now
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={!online || syncing}
            onClick={() => void clear()}
          >
            Clear notes
          </button>
        </div>
        {refusal && (
          <div key={refusal.shown} role="alert" className="alert alert-danger mt-3 mb-0">
            {refusal.message}
          </div>
        )}
      </form>
      <p id="note-counts" className="mb-1">
        {countsLine(notes)}
      </p>
      <p id="sync-state" role="status" className="text-body-secondary">
        {syncLine}
      </p>
      <h2 id="notes-heading" className="h5">
        Notes
      </h2>
      {notes.length === 0 && <p className="text-body-secondary">No notes yet.</p>}
      <ol aria-labelledby="notes-heading" className="list-group">
        {notes.map((note) => (
          <li
            key={note.number}
            data-testid={`note-${note.number}`}
            data-state={note.state}
            className="list-group-item d-flex flex-wrap justify-content-between gap-2"
          >
            <span className="text-break">
              Note {note.number}: {note.text}
            </span>
            <span className={`badge ${BADGE_TONES[note.state]} align-self-center text-wrap`}>
              {badgeText(note)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
