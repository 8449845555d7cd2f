// Shared by the benchmarks and the shutdown-under-load test: a server of the built site on a free
// loopback port, its resident memory, and autocannon runs bounded in time and in count.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

/** Seconds each measured case runs, at most. */
export const CASE_SECONDS = 5;
/** Requests each measured case makes, at most (a fast machine stops here before the time). */
export const CASE_MAX_REQUESTS = 200_000;

/** A port that was free a moment ago on loopback. */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts `node dist/server/server/main.js` on a free port. With `captureOutput`, its standard
 * output (the request log) is kept for `output()` instead of being shown.
 */
export async function startServer(env = {}, { captureOutput = false } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code);
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (tries > 100 || child.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    /** Sends SIGTERM; resolves with the exit code once the process has exited. */
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

const run = promisify(execFile);

/** Resident set size of a process, in bytes (from `ps`, so Linux and macOS alike). */
export async function rssBytes(pid) {
  const { stdout } = await run('ps', ['-o', 'rss=', '-p', String(pid)]).catch(() => {
    throw new Error(`process ${pid} is gone`);
  });
  return Number(stdout.trim()) * 1024;
}

/** Errors of a finished autocannon run: failed connections and requests, timeouts, non-2xx. */
export const errorCount = (result) => result.errors + result.non2xx;

/** One bounded autocannon run; returns a printable row. */
export async function measure(name, options) {
  const result = await autocannon({
    connections: 10,
    duration: CASE_SECONDS,
    maxOverallRequests: CASE_MAX_REQUESTS,
    ...options,
  });
  return {
    case: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: errorCount(result),
  };
}
