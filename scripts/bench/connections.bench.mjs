// Long-lived connections: 1,000 held open at once across loopback addresses 127.0.0.2 and up (the
// per-client caps raised by settings), with the server's memory per connection, the time for one
// message to reach every connection, and the memory once they have closed. A case per kind of
// connection: the WebSocket chat here; another kind adds an entry to CASES.
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { rssBytes, startServer } from './lib.mjs';

const CONNECTIONS = 1000;
const PER_ADDRESS = 100;
/** Connections opened at a time (a burst of 1,000 handshakes overflows the listen backlog). */
const OPENING_BATCH = 50;
/** After the last close, memory is read this long later (timers and buffers let go by then). */
const SETTLE_MS = 3000;

/** 127.0.0.2, 127.0.0.3, ...: each a client IP of its own, PER_ADDRESS connections each. */
const addressOf = (i) => `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`;

const MB = 1024 * 1024;
const mb = (bytes) => (bytes / MB).toFixed(1);

/**
 * The WebSocket chat. "Reaches all": one message sent on every socket at the same moment, timed
 * until the last socket has the server's answer to it (its typing frame): the server's fan-out of
 * 1,000 frames while it holds 1,000 sockets, as one number.
 */
const webSocketChat = {
  name: 'WebSocket chat',
  env: {
    CHAT_MAX_OPEN_PER_CLIENT: String(PER_ADDRESS),
    CHAT_OPENINGS_PER_WINDOW: String(CONNECTIONS),
    // Keep the agents frames out of the timing.
    CHAT_AGENTS_INTERVAL_MS: '600000',
  },
  async open(url, localAddress) {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/chat/socket`, {
      localAddress,
    });
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

const CASES = [webSocketChat];

async function measureCase(kind) {
  const server = await startServer(kind.env);
  try {
    // One connection first, so the first figure holds the server's warm state.
    await kind.close([await kind.open(server.url, addressOf(0))]);
    await sleep(SETTLE_MS);
    const before = await rssBytes(server.pid);
    const connections = [];
    const openingStarted = performance.now();
    for (let i = 0; i < CONNECTIONS; i += OPENING_BATCH) {
      const batch = Array.from({ length: Math.min(OPENING_BATCH, CONNECTIONS - i) }, (_, j) =>
        kind.open(server.url, addressOf(i + j)),
      );
      connections.push(...(await Promise.all(batch)));
    }
    const openingMs = performance.now() - openingStarted;
    const held = await rssBytes(server.pid);
    const reachMs = await kind.reachAll(connections);
    await kind.close(connections);
    await sleep(SETTLE_MS);
    const after = await rssBytes(server.pid);
    const change = (after - before) / before;
    return {
      case: kind.name,
      connections: CONNECTIONS,
      'open all, ms': Math.round(openingMs),
      'RSS before, MB': mb(before),
      'RSS held, MB': mb(held),
      'KB per connection': ((held - before) / CONNECTIONS / 1024).toFixed(1),
      'reach all, ms': Math.round(reachMs),
      'RSS after close, MB': mb(after),
      'after vs before': `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`,
      'within 10 %': Math.abs(change) <= 0.1 ? 'yes' : 'no',
    };
  } finally {
    await server.stop();
  }
}

export async function run() {
  const rows = [];
  for (const kind of CASES) rows.push(await measureCase(kind));
  console.table(rows);
  console.log(
    'KB per connection: (server RSS with all open - before) / connections. Reach all: one message ' +
      'sent on every connection at once, until the last has its answer. After close: server RSS ' +
      `${SETTLE_MS / 1000} s after the last closed.`,
  );
}
