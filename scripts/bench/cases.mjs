// What the load runs ask for: the app shell, a hashed asset, and the 2FA flow. Each is a list of
// autocannon requests, which one connection makes in turn, again and again.
import { readFileSync, statSync } from 'node:fs';

/** Server settings for a load run: rate limits out of the way, to measure the work itself. */
export const UNLIMITED = {
  SEND_LIMIT_PER_CLIENT: '1000000000',
  SEND_LIMIT_PER_ADDRESS: '1000000000',
  VERIFY_LIMIT_PER_CLIENT: '1000000000',
  VERIFY_LIMIT_PER_ADDRESS: '1000000000',
};

// Pure double submit: any token works when the cookie and the header agree.
const XSRF = {
  cookie: 'XSRF-TOKEN=bench',
  'x-xsrf-token': 'bench',
  'content-type': 'application/json',
};
const COMPRESSED = { 'accept-encoding': 'br, gzip' };

/**
 * The main JS chunk: the largest of the entry (with React DOM) and the chunks it starts the app with
 * (src/main.tsx imports the app, a chunk of its own); a hashed asset, served precompressed and
 * cached immutable.
 */
export function mainChunkPath(clientDir = 'dist/client') {
  const manifest = JSON.parse(readFileSync(`${clientDir}/.vite/manifest.json`, 'utf8'));
  const entry = manifest['index.html'];
  const files = [entry.file, ...(entry.dynamicImports ?? []).map((key) => manifest[key].file)];
  const size = (file) => statSync(`${clientDir}/${file}`).size;
  return `/${files.reduce((largest, file) => (size(file) > size(largest) ? file : largest))}`;
}

/** The app shell of a deep link, as a browser asks for it. */
export const appShell = [{ method: 'GET', path: '/counter', headers: COMPRESSED }];

/** A hashed asset (see mainChunkPath), as a browser asks for it. */
export const hashedAsset = (path) => [{ method: 'GET', path, headers: COMPRESSED }];

/** One code sent to the practice inbox of one address. */
export const sendEmail = [
  {
    method: 'POST',
    path: '/api/send-email',
    headers: XSRF,
    body: JSON.stringify({ email: 'bench@example.com' }),
  },
];

let flows = 0;

/** A whole 2FA flow: send to a new address, read the code from its inbox, verify it. */
export const twofaFlow = [
  {
    method: 'POST',
    path: '/api/send-email',
    setupRequest: (request, context) => {
      context.email = `bench-${++flows}@example.com`;
      return { ...request, headers: XSRF, body: JSON.stringify({ email: context.email }) };
    },
    onResponse: (_status, _body, context, headers) => {
      const cookies = [headers['set-cookie']].flat().filter(Boolean);
      context.session = cookies
        .map((c) => c.split(';')[0])
        .find((c) => c.startsWith('twofa_session='));
    },
  },
  {
    method: 'GET',
    setupRequest: (request, context) => ({ ...request, path: `/api/inbox/${context.email}` }),
    onResponse: (_status, body, context) => {
      context.code = /\b(\d{6})\b/.exec(body)?.[1];
    },
  },
  {
    method: 'POST',
    path: '/api/verify-code',
    setupRequest: (request, context) => ({
      ...request,
      headers: { ...XSRF, cookie: `${XSRF.cookie}; ${context.session}` },
      body: JSON.stringify({ typedCode: context.code }),
    }),
  },
];
