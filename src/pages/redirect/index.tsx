/** Where the link goes: the server answers it with 302 and `Location: /statusCodes`. */
export const REDIRECT_PATH = '/redirect/go';

/** A plain link (a new document load), so the redirect is the server's answer, not a script's. */
export default function RedirectPage() {
  return (
    <section>
      <p>
        The link below goes to <code>{REDIRECT_PATH}</code>. The server answers that request with
        the HTTP status 302 and a <code>Location</code> header pointing to the Status Codes page;
        the browser then follows it by itself. No script on this page does the redirect.
      </p>
      <a id="redirect" href={REDIRECT_PATH} className="btn btn-primary">
        Follow the redirect
      </a>
    </section>
  );
}
