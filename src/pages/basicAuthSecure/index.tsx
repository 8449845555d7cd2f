import { BASIC_AUTH_USERNAME } from '../../shared/basicAuth';

/** What the server shows only to a request with the right credentials. */
export default function BasicAuthSecurePage() {
  return (
    <section>
      <p className="alert alert-success">
        You are signed in with HTTP Basic authentication as {BASIC_AUTH_USERNAME}.
      </p>
      <p>
        HTTP Basic authentication has no sign-out: the browser sends the credentials again with
        every request to this site until it is closed.
      </p>
      <a href="/basicAuth">Back to Basic Auth</a>
    </section>
  );
}
