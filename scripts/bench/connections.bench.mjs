// Long-lived connections: 1,000 held open at once from loopback addresses 127.0.0.2 to 127.0.0.51
// (20 each, each its own client IP, the per-IP caps raised by settings), one case per kind of
// connection (CASES): the server's memory per connection, the time for one message to reach every
// connection, and the memory once they have closed.
//
// Memory is read inside the server through the inspector protocol (the server is started with
// `--inspect` on a free loopback port; nothing in the server's code knows): a full garbage
// collection, then process.memoryUsage(). The heap after a collection is what the server still
// holds; its RSS is shown too but says little about a leak, since the allocator keeps the pages a
// peak took.
import { once } from 'node:events';
import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { freePort } from '../../tests/support/freePort.mjs';
import { startServer } from './lib.mjs';

const CONNECTIONS = 1000;
const ADDRESSES = 50;
const PER_ADDRESS = CONNECTIONS / ADDRESSES;
/** Connections opened at a time (a burst of 1,000 handshakes overflows the listen backlog). */
const OPENING_BATCH = 50;
/** After the last close, memory is read this long later (timers and buffers let go by then). */
const SETTLE_MS = 3000;

/** 127.0.0.2, 127.0.0.3, ...: each a client IP of its own, PER_ADDRESS connections each. */
const addressOf = (i) => `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`;

/**
 * The WebSocket chat. "Reach all": one message sent on every socket at the same moment, timed
 * until the last socket has the server's answer to it (its typing frame).
 */
const webSocketChat = {
  name: 'WebSocket chat',
  env: {
    CHAT_MAX_OPEN_PER_CLIENT: String(PER_ADDRESS),
    CHAT_OPENINGS_PER_WINDOW: String(CONNECTIONS),
    // Keep the agents frames out of the timing.
    CHAT_AGENTS_INTERVAL_MS: '600000',
  },
  async start(url) {
    const socketUrl = `${url.replace(/^http/, 'ws')}/api/chat/socket`;
    return {
      async open(localAddress) {
        const socket = new WebSocket(socketUrl, { localAddress });
        await once(socket, 'message'); // the agents count at open
        return socket;
      },
      async reachAll(sockets) {
        const answered = sockets.map((socket) => once(socket, 'message'));
        const message = JSON.stringify({ type: 'message', text: 'Hello' });
        const started = performance.now();
        for (const socket of sockets) socket.send(message);
        await Promise.all(answered);
        return performance.now() - started;
      },
      async close(sockets) {
        await Promise.all(
          sockets.map((socket) => {
            socket.close(1000);
            return once(socket, 'close');
          }),
        );
      },
    };
  },
};

/** Step 2 of a parcel comes this long after its creation (the most a parcel allows). */
const STEP_SECONDS = 10;

/**
 * The /serverSentEvents event stream: every stream follows one new parcel. "Reach all": from the
 * moment its step 2 is due until the last stream has it (the server times each stream's steps).
 */
const eventStream = {
  name: 'event stream',
  env: { TRACKING_MAX_STREAMS_PER_CLIENT: String(PER_ADDRESS) },
  async start(url) {
    const created = await fetch(`${url}/api/tracking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ intervalSeconds: STEP_SECONDS }),
    });
    const parcel = await created.json();
    const eventsUrl = `${url}/api/tracking/${parcel.trackingId}/events`;
    const due = Date.parse(parcel.createdAt) + STEP_SECONDS * 1000;
    const step2At = [];
    return {
      open: (localAddress) =>
        new Promise((resolve, reject) => {
          const request = get(eventsUrl, { agent: false, localAddress }, (response) => {
            if (response.statusCode !== 200) {
              reject(new Error(`${localAddress}: ${response.statusCode}`));
              return;
            }
            response.setEncoding('utf8');
            response.on('data', (chunk) => {
              if (chunk.includes('"step":2')) step2At.push(Date.now());
            });
            resolve(request);
          });
          request.on('error', reject);
        }),
      async reachAll(requests) {
        if (Date.now() > due) throw new Error('the streams took longer to open than a step');
        while (step2At.length < requests.length) {
          if (Date.now() > due + 30_000) throw new Error(`step 2 reached ${step2At.length}`);
          await sleep(20);
        }
        return Math.max(...step2At) - due;
      },
      async close(requests) {
        await Promise.all(
          requests.map((request) => {
            request.destroy();
            return once(request, 'close');
          }),
        );
      },
    };
  },
};

const CASES = [webSocketChat, eventStream];

/** A DevTools-protocol session with the server process (started with `--inspect=<port>`). */
async function inspect(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const session = new WebSocket(target.webSocketDebuggerUrl);
  await once(session, 'open');
  let lastId = 0;
  const answers = new Map();
  session.on('message', (data) => {
    const { id, result, error } = JSON.parse(data.toString());
    const answer = answers.get(id);
    answers.delete(id);
    if (error) answer?.reject(new Error(error.message));
    else answer?.resolve(result);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      answers.set(id, { resolve, reject });
      session.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** process.memoryUsage() of the server right after a full garbage collection. */
    async memoryAfterGc() {
      await call('HeapProfiler.collectGarbage');
      const { result } = await call('Runtime.evaluate', {
        expression: 'process.memoryUsage()',
        returnByValue: true,
      });
      return result.value;
    },
    async close() {
      session.close();
      await once(session, 'close');
    },
  };
}

const MB = 1024 * 1024;
const mb = (bytes) => (bytes / MB).toFixed(1);
const perConnectionKb = (held, before) => ((held - before) / CONNECTIONS / 1024).toFixed(1);
const changePercent = (after, before) => {
  const change = ((after - before) / before) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)} %`;
};

async function measureCase(kind) {
  const inspectorPort = await freePort();
  const server = await startServer({
    ...kind.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectorPort}`,
  });
  const inspector = await inspect(inspectorPort);
  try {
    // One connection first, so that the first figure holds the server's warm state.
    const warmUp = await kind.start(server.url);
    await warmUp.close([await warmUp.open(addressOf(0))]);
    await sleep(SETTLE_MS);
    const before = await inspector.memoryAfterGc();

    const connections = [];
    const session = await kind.start(server.url);
    const openingStarted = performance.now();
    for (let i = 0; i < CONNECTIONS; i += OPENING_BATCH) {
      const batch = Array.from({ length: Math.min(OPENING_BATCH, CONNECTIONS - i) }, (_, j) =>
        session.open(addressOf(i + j)),
      );
      connections.push(...(await Promise.all(batch)));
    }
    const openingMs = performance.now() - openingStarted;
    const held = await inspector.memoryAfterGc();
    const reachMs = await session.reachAll(connections);
    await session.close(connections);
    await sleep(SETTLE_MS);
    const after = await inspector.memoryAfterGc();
    const heapChange = (after.heapUsed - before.heapUsed) / before.heapUsed;
    return {
      case: kind.name,
      'open all, ms': Math.round(openingMs),
      'reach all, ms': Math.round(reachMs),
      'heap start, MB': mb(before.heapUsed),
      'heap KB/conn': perConnectionKb(held.heapUsed, before.heapUsed),
      'RSS KB/conn': perConnectionKb(held.rss, before.rss),
      'heap after close': changePercent(after.heapUsed, before.heapUsed),
      'RSS after close': changePercent(after.rss, before.rss),
      'heap within 10 %': Math.abs(heapChange) <= 0.1 ? 'yes' : 'no',
    };
  } finally {
    await inspector.close();
    await server.stop();
  }
}

export async function run() {
  const rows = [];
  for (const kind of CASES) rows.push(await measureCase(kind));
  console.table(rows);
  console.log(
    `${CONNECTIONS} connections from ${ADDRESSES} client IPs. Memory is the server's, read after a ` +
      'full garbage collection: at the start (one connection opened and closed before), with ' +
      `all open (per connection: the growth over ${CONNECTIONS}), and ${SETTLE_MS / 1000} s ` +
      'after the last closed, against the start. Reach all: one message to every connection ' +
      '(WebSocket: one sent on each at once, until the last has its answer; event stream: from ' +
      'the moment a step is due until the last stream has it).',
  );
}
