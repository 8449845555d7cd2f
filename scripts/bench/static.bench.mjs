// The server's two simplest jobs, on loopback with 50 connections: the HTML of a deep link
// (/counter, its route file) and the main JS chunk, both gzip. Servers:
// - ours, one process, with the request log off (LOG_LEVEL=warn) and on (LOG_LEVEL=info, as in
//   production): `x warn` is each rate as a share of the log-off one;
// - ours with WORKERS set to the machine's cores, on a throwaway Redis (the store they share),
//   log on: the same use of the cores as nginx's `worker_processes auto`;
// - nginx, when it is on the PATH, serving the same files (a generated config: the route's HTML
//   file for a page path, gzip_static on, access log off): `x nginx` is each rate as a share of
//   nginx's in the same run.
// All take turns on each case, twice (each row is the mean of its runs), so that a change in the
// machine's other load hits them alike. The load comes from wrk (two threads) when it is on the
// PATH; else from autocannon, one Node process whose own limit (about 90 MB/s) then caps every
// server alike, so that the ratios say little. `CPU µs/req` is our server's CPU time per request
// (Linux /proc, workers included), steadier than the rate on a busy machine.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '../../tests/support/freePort.mjs';
import { startBuiltServer } from '../../tests/support/builtServer.mjs';
import { startRedis } from '../../tests/support/redisServer.mjs';
import { mainChunkPath } from './cases.mjs';
import { CASE_SECONDS, measure } from './lib.mjs';

const CONNECTIONS = 50;
const WRK_THREADS = 2;
const ROUNDS = 2;
const GZIP = { 'accept-encoding': 'gzip' };
const CLIENT_DIR = resolve('dist/client');
const WORKERS = availableParallelism();

const cases = () => [
  ['route HTML /counter (gzip)', '/counter'],
  [`main chunk ${mainChunkPath()} (gzip)`, mainChunkPath()],
];

const onPath = (command, flag) =>
  spawnSync(command, [flag], { stdio: 'ignore' }).error === undefined;
const useWrk = onPath('wrk', '-v');

/**
 * nginx serving dist/client as our server does: a page path gets its route's HTML file
 * (.vite/routes, made by the build), any other path the plain shell.
 */
export function nginxConfig({ port, root, dir, asRoot }) {
  return `${asRoot ? 'user root;\n' : ''}worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location = / { add_header Cache-Control "no-cache"; try_files /.vite/routes/index.html =404; }
    location / {
      add_header Cache-Control "no-cache";
      try_files /.vite/routes$uri.html $uri /index.html;
    }
  }
}
`;
}

async function startNginx() {
  const dir = await mkdtemp(join(tmpdir(), 'ap-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  const asRoot = process.getuid?.() === 0;
  await writeFile(conf, nginxConfig({ port, root: CLIENT_DIR, dir, asRoot }));
  const child = spawn('nginx', ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if ((await fetch(`${url}/`).catch(() => undefined))?.ok) break;
    await sleep(100);
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await once(child, 'exit');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const execFileAsync = promisify(execFile);

/** A wrk latency ("812.00us", "1.53ms", "2.00s") in ms. */
export function wrkMs(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  if (value === undefined) return NaN;
  return Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
}

/** The figures of `wrk --latency` output: rate, median and 99th percentile, errors. */
export function parseWrk(output) {
  const number = (pattern) => Number(pattern.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    'req/s': Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    'p50 ms': wrkMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    'p99 ms': wrkMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    errors:
      number(/Non-2xx or 3xx responses: (\d+)/) +
      (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/** One run of one case against one server, by wrk when there is one, else by autocannon. */
async function load(url, path) {
  if (!useWrk) {
    const requests = [{ method: 'GET', path, headers: GZIP }];
    return measure(path, { url, requests, connections: CONNECTIONS });
  }
  const args = [`-t${WRK_THREADS}`, `-c${CONNECTIONS}`, `-d${CASE_SECONDS}s`, '--latency'];
  const { stdout } = await execFileAsync('wrk', [
    ...args,
    '-H',
    'accept-encoding: gzip',
    `${url}${path}`,
  ]);
  return parseWrk(stdout);
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds (user + system) a process and its live children (workers) have used; Linux. */
async function cpuSeconds(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return NaN;
  // The fields after the command's name: utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const theirs = await Promise.all(children.split(' ').filter(Boolean).map(cpuSeconds));
  return theirs.reduce((sum, seconds) => sum + seconds, own);
}

/**
 * The built server, its output drained by a `cat` of its own (as a log collector would):
 * draining it in this process would add that work to autocannon's.
 */
async function ours(env) {
  const drain = spawn('cat', { stdio: ['pipe', 'ignore', 'inherit'] });
  const server = await startBuiltServer({ env, stdio: drain.stdin });
  return {
    url: server.url,
    pid: server.child.pid,
    async stop() {
      await server.stop();
      drain.stdin.end();
      if (drain.exitCode === null) await once(drain, 'exit');
    },
  };
}

/** One run of one case, with the server's CPU time per request (µs) where /proc tells it. */
async function measureRun(server, path) {
  const cpuBefore = server.pid && (await cpuSeconds(server.pid));
  const started = performance.now();
  const row = await load(server.url, path);
  const seconds = (performance.now() - started) / 1000;
  const cpu = server.pid ? (await cpuSeconds(server.pid)) - cpuBefore : NaN;
  return { ...row, requests: row['req/s'] * seconds, cpu };
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const ratio = (a, b) => Math.round((a / b) * 100) / 100;

/** The runs of one server and case as one row: mean rate and latencies, CPU per request. */
function merged(server, label, runs) {
  const cpu = runs.reduce((sum, run) => sum + run.cpu, 0);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  return {
    server,
    case: label,
    'req/s': Math.round(mean(runs.map((run) => run['req/s']))),
    'p50 ms': Math.round(mean(runs.map((run) => run['p50 ms'])) * 100) / 100,
    'p99 ms': Math.round(mean(runs.map((run) => run['p99 ms'])) * 100) / 100,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    'CPU µs/req': Number.isNaN(cpu) ? undefined : Math.round((cpu / requests) * 1e6),
  };
}

export async function run() {
  console.log(
    useWrk
      ? `(load: wrk, ${WRK_THREADS} threads, ${CONNECTIONS} connections, ${CASE_SECONDS} s a run)`
      : '(no wrk on the PATH: autocannon, whose own limit caps every server alike; `apt-get install wrk`)',
  );
  const redis = await startRedis();
  const servers = {
    'ours, LOG_LEVEL=warn': await ours({ LOG_LEVEL: 'warn' }),
    'ours, LOG_LEVEL=info': await ours({ LOG_LEVEL: 'info' }),
    [`ours, WORKERS=${WORKERS}, LOG_LEVEL=info`]: await ours({
      LOG_LEVEL: 'info',
      WORKERS: String(WORKERS),
      REDIS_URL: redis.url,
    }),
  };
  if (onPath('nginx', '-v')) servers.nginx = await startNginx();
  else console.log('(no nginx on the PATH: `apt-get install nginx-light` to compare with it)');
  const rows = [];
  try {
    for (const [label, path] of cases()) {
      const runs = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [name, server] of Object.entries(servers)) {
          runs[name].push(await measureRun(server, path));
        }
      }
      const caseRows = Object.entries(runs).map(([name, r]) => merged(name, label, r));
      const rateOf = (name) => caseRows.find((row) => row.server === name)?.['req/s'];
      for (const row of caseRows) {
        if (row.server.startsWith('ours')) {
          row['x warn'] = ratio(row['req/s'], rateOf('ours, LOG_LEVEL=warn'));
        }
        if (servers.nginx) row['x nginx'] = ratio(row['req/s'], rateOf('nginx'));
      }
      rows.push(...caseRows);
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    await redis.stop();
  }
  console.table(rows);
}
