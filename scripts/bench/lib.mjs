// Shared by the benchmarks and the shutdown-under-load test: a server of the built site on a free
// loopback port, its resident memory, and autocannon runs bounded in time and in count.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { startBuiltServer } from '../../tests/support/builtServer.mjs';

/** Seconds each measured case runs, at most. */
export const CASE_SECONDS = 5;
/** Requests each measured case makes, at most (a fast machine stops here before the time). */
export const CASE_MAX_REQUESTS = 200_000;

/**
 * The built server on a free loopback port (tests/support's one helper). With `captureOutput`, its
 * standard output (the request log) is kept for `output()` instead of being shown.
 */
export async function startServer(env = {}, { captureOutput = false } = {}) {
  const server = await startBuiltServer({ env, stdio: captureOutput ? 'pipe' : 'inherit' });
  let output = '';
  // Lines logged before this listener was added wait in the stream's buffer, so none is lost.
  server.child.stdout?.on('data', (chunk) => (output += chunk));
  server.child.stderr?.resume();
  return { url: server.url, pid: server.child.pid, output: () => output, stop: server.stop };
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
