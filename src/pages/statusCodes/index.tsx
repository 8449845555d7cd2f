import type { PageProps } from '../../lib/pageProps';
import {
  answeredWith,
  STATUS_CODES_PATH,
  STATUS_LINKS,
  statusOfPath,
  statusPagePath,
} from './codes';

// Plain links, never router links: each one loads a new document, so the browser (and the test)
// sees the status the server answers the page request with.

/** /statusCodes: what a status is, and a link to a page answered with each one. */
function StatusCodeList() {
  return (
    <section>
      <p>
        A server answers every request with a three-digit status code. Its first digit gives the
        kind of answer:
      </p>
      <ul>
        <li>2xx: success</li>
        <li>3xx: redirection</li>
        <li>4xx: client error</li>
        <li>5xx: server error</li>
      </ul>
      <p>
        Each link below opens a page that the server answers with that status. The browser loads it
        as a new document, so a test can read the status of the page request.
      </p>
      <ul aria-label="Status codes" className="list-unstyled">
        {STATUS_LINKS.map(({ code, reason }) => (
          <li key={code} className="mb-2">
            <a href={statusPagePath(code)} className="fw-bold me-2">
              {code}
            </a>
            {reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /statusCodes/{code}: the page the server sent with that status. */
function StatusCodePage({ code }: { code: number }) {
  return (
    <section>
      <p className="fs-5">{answeredWith(code)}</p>
      <a href={STATUS_CODES_PATH}>Back to Status Codes</a>
    </section>
  );
}

/** Status Codes and its "Status Code {code}" sub-pages: one folder, one entry per address. */
export default function StatusCodesPage({ exercise }: PageProps) {
  const code = statusOfPath(exercise.path);
  return code === undefined ? <StatusCodeList /> : <StatusCodePage code={code} />;
}
