/**
 * The small page a refused /basicAuth/secure shows (after the browser's dialog is cancelled):
 * self-contained, no script and no style, so that the CSP has nothing to refuse.
 */
export const NOT_AUTHORIZED_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>Not authorized | Automation Playground</title>
  </head>
  <body>
    <main>
      <h1>Not authorized</h1>
      <p>This page needs the credentials shown on the Basic Auth page.</p>
      <p><a href="/basicAuth">Back to Basic Auth</a></p>
    </main>
  </body>
</html>
`;
