// A fresh server of the built site for one run of the hunt: a free loopback port, the in-memory
// store, SHOP_BUGS set to the run's bug, every other setting as the caller's environment has it.
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { signalGroup, spawnGroup } from './processes.mjs';

const MAIN = 'dist/server/server/main.js';
const START_TIMEOUT_MS = 30_000;
const POLL_MS = 15;
const STOP_GRACE_MS = 3_000;
/** Lines of the server's own output kept to explain a start that failed. */
const LOG_TAIL_CHARS = 4_000;

/** Ports given to this hunt's servers, so that two runs at once never share one. */
const portsInUse = new Set();

async function freeLoopbackPort() {
  for (;;) {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address();
    await new Promise((resolve) => probe.close(resolve));
    if (!portsInUse.has(port)) return port;
  }
}

/**
 * The server's environment: the caller's, without the Redis store (each run starts empty) or
 * more than one worker (memory stores are per process); quiet logs; the run's bug.
 */
export function serverEnv(callerEnv, { port, shopBugs }) {
  const env = { ...callerEnv, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.REDIS_URL;
  delete env.WORKERS;
  env.SHOP_BUGS = shopBugs;
  return env;
}

/**
 * Starts `node dist/server/server/main.js` in `root` and resolves once GET /healthz answers 200.
 * A port taken meanwhile by another program is retried on a new one.
 *
 * @param {{ root: string, shopBugs: string }} options
 * @returns {Promise<import('./server.d.mts').ShopServer>}
 */
export async function startShopServer({ root, shopBugs }) {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freeLoopbackPort();
    portsInUse.add(port);
    try {
      return await startOn(root, port, shopBugs);
    } catch (error) {
      portsInUse.delete(port);
      lastError = error;
      if (!/EADDRINUSE/.test(error.message)) break;
    }
  }
  throw lastError;
}

async function startOn(root, port, shopBugs) {
  const started = performance.now();
  const child = spawnGroup(process.execPath, [join(root, MAIN)], {
    cwd: root,
    env: serverEnv(process.env, { port, shopBugs }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-LOG_TAIL_CHARS));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child.pid, 'SIGTERM');
      const killer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
    }
    portsInUse.delete(port);
  };

  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The shop's server exited while starting:\n${log.trim()}`);
    }
    const answer = await fetch(`${url}/healthz`).catch(() => undefined);
    if (answer?.ok) {
      return {
        url,
        port,
        pid: child.pid,
        startSeconds: (performance.now() - started) / 1000,
        stop,
      };
    }
    await sleep(POLL_MS);
  }
  await stop();
  throw new Error(
    `The shop's server did not answer ${url}/healthz within ${START_TIMEOUT_MS / 1000} s.\n${log.trim()}`,
  );
}
