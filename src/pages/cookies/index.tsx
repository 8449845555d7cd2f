import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../lib/Field';
import { StatusLine, type StatusTone } from '../../lib/StatusLine';
import {
  ALL_DELETED,
  cookieDeleted,
  cookieSet,
  deleteCookieLines,
  LIST_FAILED,
  NONE_RECEIVED,
  NONE_VISIBLE,
  parseDocumentCookie,
  problemWith,
  setCookieLine,
  type NamedCookie,
} from './cookieRules';
import { serverCookies, setHttpOnlyCookie } from './serverCookies';

interface Shown {
  tone: StatusTone;
  text: string;
}

function deleteCookie(name: string) {
  for (const line of deleteCookieLines(name, window.location.pathname, window.location.hostname)) {
    document.cookie = line;
  }
}

/** Keeps one call of a kind under way: a new one aborts the last, and leaving the page aborts it. */
function useLatest() {
  const current = useRef<AbortController | undefined>(undefined);
  useEffect(
    () => () => {
      current.current?.abort();
    },
    [],
  );
  return useCallback(() => {
    current.current?.abort();
    current.current = new AbortController();
    return current.current.signal;
  }, []);
}

function CookieTable({
  caption,
  cookies,
  empty,
  onDelete,
}: {
  caption: string;
  /** undefined while loading, null when it could not be read. */
  cookies: NamedCookie[] | null | undefined;
  empty: string;
  onDelete?: (name: string) => void;
}) {
  const columns = onDelete ? 3 : 2;
  return (
    <table className="table table-sm align-middle caption-top">
      <caption className="h6 text-body">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
          {onDelete && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {(cookies === null || cookies?.length === 0) && (
          <tr>
            <td colSpan={columns}>{cookies === null ? LIST_FAILED : empty}</td>
          </tr>
        )}
        {cookies?.map((cookie, index) => (
          <tr key={`${index}:${cookie.name}`}>
            <td className="text-break">{cookie.name}</td>
            <td className="text-break">{cookie.value}</td>
            {onDelete && (
              <td className="text-end">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => onDelete(cookie.name)}
                >
                  Delete {cookie.name}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Set, read and delete cookies; one table from document.cookie, one from what the server received. */
export default function CookiesPage() {
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [visible, setVisible] = useState(() => parseDocumentCookie(document.cookie));
  /** null when the server's list could not be read. */
  const [received, setReceived] = useState<NamedCookie[] | null>();
  const [shown, setShown] = useState<Shown>();
  const nextList = useLatest();
  const nextHttpOnly = useLatest();

  const loadReceived = useCallback(() => {
    const signal = nextList();
    serverCookies(signal).then(setReceived, () => {
      if (!signal.aborted) setReceived(null);
    });
  }, [nextList]);

  useEffect(() => {
    loadReceived();
  }, [loadReceived]);

  const refresh = () => {
    setVisible(parseDocumentCookie(document.cookie));
    loadReceived();
  };

  const say = (tone: StatusTone, text: string) => setShown({ tone, text });

  const onSet = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemWith(name, value);
    if (problem) {
      say('danger', problem);
      return;
    }
    document.cookie = setCookieLine(name, value);
    say('success', cookieSet(name));
    refresh();
  };

  const onDelete = (cookieName: string) => {
    deleteCookie(cookieName);
    say('success', cookieDeleted(cookieName));
    refresh();
  };

  const onDeleteAll = () => {
    for (const cookie of parseDocumentCookie(document.cookie)) deleteCookie(cookie.name);
    say('success', ALL_DELETED);
    refresh();
  };

  const onHttpOnly = () => {
    setHttpOnlyCookie(nextHttpOnly()).then(
      (status) => {
        say(status.ok ? 'success' : 'danger', status.message);
        refresh();
      },
      () => {
        // Aborted: the page was left.
      },
    );
  };

  return (
    <section>
      <form noValidate onSubmit={onSet} className="row g-3 align-items-end mb-3">
        <div className="col-sm-4">
          <TextField
            id="cookie-name"
            label="Name"
            fieldClassName=""
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="col-sm-5">
          <TextField
            id="cookie-value"
            label="Value"
            fieldClassName=""
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <div className="col-sm-3">
          <button type="submit" className="btn btn-primary">
            Set cookie
          </button>
        </div>
      </form>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={refresh}>
          Refresh list
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={onDeleteAll}>
          Delete all cookies
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onHttpOnly}>
          Set an HttpOnly cookie
        </button>
      </div>
      <StatusLine tone={shown?.tone}>{shown?.text}</StatusLine>
      <div className="row mt-4">
        <div className="col-lg-6">
          <CookieTable
            caption="Cookies visible to this page"
            cookies={visible}
            empty={NONE_VISIBLE}
            onDelete={onDelete}
          />
        </div>
        <div className="col-lg-6">
          <CookieTable
            caption="Cookies the server received"
            cookies={received}
            empty={NONE_RECEIVED}
          />
        </div>
      </div>
    </section>
  );
}
