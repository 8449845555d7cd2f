import { BasicAuthCredentials } from '../../lib/BasicAuthCredentials';
import { BASIC_AUTH_SECURE_PATH } from '../../shared/basicAuth';

/** The credentials, how a tool sends them, and a plain link to the page the server protects. */
export default function BasicAuthPage() {
  return (
    <section>
      <BasicAuthCredentials />
      <p>
        The protected page answers with an HTTP Basic authentication challenge (status 401 and a
        WWW-Authenticate header). A browser then asks for the credentials in its own dialog, which
        is not part of the page. A test tool sends them instead: in the URL
        (http://student:playground@host/…), as the browser context&apos;s HTTP credentials, or in an
        Authorization header.
      </p>
      {/* A plain link: the server's answer to the page request is the exercise. */}
      <a className="btn btn-primary" href={BASIC_AUTH_SECURE_PATH}>
        Open the protected page
      </a>
    </section>
  );
}
