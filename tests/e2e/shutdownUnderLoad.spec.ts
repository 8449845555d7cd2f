import autocannon from 'autocannon';
import { expect, test } from '@playwright/test';
import {
  appShell,
  mainChunkPath,
  hashedAsset,
  sendEmail,
  UNLIMITED,
} from '../../scripts/bench/cases.mjs';
import { startServer } from '../../scripts/bench/lib.mjs';
import { startRedis } from '../support/redisServer.mjs';

// SIGTERM in the middle of a load run: every request the server took in gets its answer, 2xx,
// and the process exits 0. Requests it never took in (a new connection once it stopped
// listening, or one sent on a keep-alive connection it was closing) fail at the connection,
// and are not counted against it; the server's request log tells the two apart (at debug, where
// a request's line as it comes in precedes its one line once answered: server/log.ts).

/** Failures of a connection, never of a request the server read: refused, or reset by it. */
const CONNECTION_LEVEL = new Set(['ECONNREFUSED', 'ECONNRESET']);
const RESPONSES_BEFORE_SIGTERM = 200;
// The other answers come from memory in well under a millisecond, so at the signal none of them
// may be under way. A one-second delayed answer in each connection's turn always is (one per
// connection: within the default limit of 10 pending per client).
const heldOneSecond = [{ method: 'GET' as const, path: '/api/slow?delay=1' }];

interface LogLine {
  msg: string;
  reqId?: string;
  req?: { url: string };
  statusCode?: number;
}

/** What the server's request log says about the requests it took in. */
function serverAccount(log: string) {
  const lines = log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
  const urls = new Map<string, string>();
  const statuses = new Map<string, number>();
  let completedAfterSigterm = 0;
  let sigtermSeen = false;
  for (const line of lines) {
    if (line.msg === 'SIGTERM received, closing') sigtermSeen = true;
    if (!line.reqId) continue;
    if (line.msg === 'incoming request') urls.set(line.reqId, line.req!.url);
    if (line.msg === 'request completed') {
      statuses.set(line.reqId, line.statusCode!);
      if (sigtermSeen) completedAfterSigterm++;
    }
  }
  const loadRequests = [...urls].filter(([, url]) => url !== '/healthz').map(([id]) => id);
  return {
    sigtermSeen,
    taken: loadRequests.length,
    unanswered: loadRequests.filter((id) => !statuses.has(id)),
    non2xx: loadRequests.filter((id) => Math.floor(statuses.get(id)! / 100) !== 2),
    completedAfterSigterm,
  };
}

async function sigtermUnderLoad(env: Record<string, string> = {}) {
  const server = await startServer(
    { ...UNLIMITED, LOG_LEVEL: 'debug', ...env },
    { captureOutput: true },
  );
  const statuses: number[] = [];
  const errors: string[] = [];
  let run!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    run = autocannon(
      {
        url: server.url,
        connections: 10,
        duration: 20,
        requests: [...appShell, ...hashedAsset(mainChunkPath()), ...sendEmail, ...heldOneSecond],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  run.on('response', (_client, status) => statuses.push(status));
  run.on('reqError', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));

  await expect.poll(() => statuses.length).toBeGreaterThan(RESPONSES_BEFORE_SIGTERM);
  const exitCode = await server.stop();
  // The last answers may still sit unread in the load's sockets when the process is gone:
  // read them before stopping the load, or they would count as lost.
  await expect
    .poll(() => statuses.length)
    .toBeGreaterThanOrEqual(serverAccount(server.output()).taken);
  run.stop();
  const result = await finished;
  return { exitCode, statuses, errors, result, server: serverAccount(server.output()) };
}

for (const store of ['memory', 'Redis'] as const) {
  test(`SIGTERM under load answers every request taken in, then exits 0 (${store} store)`, async () => {
    const redis = store === 'Redis' ? await startRedis() : undefined;
    try {
      const run = await sigtermUnderLoad(redis ? { REDIS_URL: redis.url } : {});

      expect(run.exitCode).toBe(0);
      expect(run.server.sigtermSeen).toBe(true);
      // The requests under way when the signal came were finished, not dropped.
      expect(run.server.completedAfterSigterm).toBeGreaterThan(0);
      expect(run.server.unanswered).toEqual([]);
      expect(run.server.non2xx).toEqual([]);
      // The load saw an answer, 2xx, to every request the server took in, and nothing else.
      expect(run.statuses.filter((status) => Math.floor(status / 100) !== 2)).toEqual([]);
      expect(run.statuses.length).toBe(run.server.taken);
      expect(run.result.timeouts).toBe(0);
      expect(run.errors.filter((code) => !CONNECTION_LEVEL.has(code))).toEqual([]);
    } finally {
      await redis?.stop();
    }
  });
}
