// Event streams (/serverSentEvents): 1,000 open streams of one parcel from 50 loopback client
// addresses (127.0.0.2 to 127.0.0.51, 20 each, the per-IP cap raised by a setting): the server's
// memory per stream, the time one step takes to reach every stream, and the memory once they close.
import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { rssBytes, startServer } from './lib.mjs';

const STREAMS = 1000;
const ADDRESSES = 50;
const PER_ADDRESS = STREAMS / ADDRESSES;
/** Step 2 comes this long after creation: time enough to open every stream first. */
const INTERVAL_SECONDS = 10;
const MB = 1024 * 1024;

/** One stream from `localAddress`; `onStep(step)` hears each status event as it arrives. */
function openStream(url, localAddress, onStep) {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, localAddress }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${localAddress}: ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        for (const match of chunk.matchAll(/"step":(\d)/g)) onStep(Number(match[1]));
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

/** RSS once the server has settled (two readings a second apart, the lower). */
async function settledRss(pid) {
  const first = await rssBytes(pid);
  await sleep(1000);
  return Math.min(first, await rssBytes(pid));
}

/** One round: a new parcel, its streams opened, step 2 awaited, the streams closed. */
async function round(server) {
  const created = await fetch(`${server.url}/api/tracking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ intervalSeconds: INTERVAL_SECONDS }),
  });
  const parcel = await created.json();
  const url = `${server.url}/api/tracking/${parcel.trackingId}/events`;
  // A warm server: one stream opened and closed before the baseline.
  (await openStream(url, '127.0.0.1', () => {})).destroy();
  const before = await settledRss(server.pid);

  const step2At = [];
  const requests = [];
  for (let a = 0; a < ADDRESSES; a++) {
    const localAddress = `127.0.0.${a + 2}`;
    const batch = Array.from({ length: PER_ADDRESS }, () =>
      openStream(url, localAddress, (step) => {
        if (step === 2) step2At.push(Date.now());
      }),
    );
    requests.push(...(await Promise.all(batch)));
  }
  const opened = Date.now();
  const open = await settledRss(server.pid);
  const due = Date.parse(parcel.createdAt) + INTERVAL_SECONDS * 1000;
  if (opened > due) throw new Error('the streams took longer to open than the step interval');
  while (step2At.length < STREAMS && Date.now() < due + 30_000) await sleep(50);

  for (const request of requests) request.destroy();
  await sleep(2000);
  const after = await settledRss(server.pid);
  return {
    streams: STREAMS,
    'client IPs': ADDRESSES,
    'RSS before (MB)': +(before / MB).toFixed(1),
    'RSS open (MB)': +(open / MB).toFixed(1),
    'KB per stream': +((open - before) / STREAMS / 1024).toFixed(1),
    'step reached': `${step2At.length}/${STREAMS}`,
    'first after due (ms)': Math.min(...step2At) - due,
    'all after due (ms)': Math.max(...step2At) - due,
    'RSS closed (MB)': +(after / MB).toFixed(1),
    after,
  };
}

export async function run() {
  const server = await startServer({
    TRACKING_MAX_STREAMS_PER_CLIENT: String(PER_ADDRESS),
    TRACKING_PARCEL_LIMIT: '1000',
  });
  try {
    // RSS does not shrink once the streams close (V8 keeps the heap it grew to, and collects
    // lazily): a second round shows whether closed streams leave anything behind.
    const first = await round(server);
    const second = await round(server);
    const rows = [first, second].map(({ after, ...row }, i) => ({
      round: i + 1,
      ...row,
      'closed vs round 1 closed': `${(((after - first.after) / first.after) * 100).toFixed(1)} %`,
    }));
    console.table(rows);
  } finally {
    await server.stop();
  }
}
