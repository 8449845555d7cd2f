// The 2FA API: send-email alone, and the whole flow (send, read the code from the practice
// inbox, verify it), with the memory store and with Redis (a throwaway redis-server).
import { startRedis } from '../redis-server.mjs';
import { measure, startServer } from './lib.mjs';

// Rate limits out of the way: the benchmark measures the work, not the refusals.
const UNLIMITED = {
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

let flows = 0;

const sendOnly = (url) => ({
  url,
  method: 'POST',
  requests: [
    {
      path: '/api/send-email',
      headers: XSRF,
      body: JSON.stringify({ email: 'bench@example.com' }),
    },
  ],
});

/** One flow per loop: its own address, the session cookie it gets, the code from the inbox. */
const fullFlow = (url) => ({
  url,
  requests: [
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
  ],
});

async function rowsFor(storeName, env) {
  const server = await startServer({ ...UNLIMITED, ...env });
  try {
    const send = await measure(`send-email (${storeName})`, sendOnly(server.url));
    const flow = await measure(`send + inbox + verify (${storeName})`, fullFlow(server.url));
    return [send, { ...flow, 'flows/s': Math.round(flow['req/s'] / 3) }];
  } finally {
    await server.stop();
  }
}

export async function run() {
  const rows = await rowsFor('memory', {});
  const redis = await startRedis();
  try {
    rows.push(...(await rowsFor('Redis', { REDIS_URL: redis.url })));
  } finally {
    await redis.stop();
  }
  console.table(rows);
}
