// The server's two simplest jobs, on loopback with 50 connections: the app shell of a deep link and
// the main JS chunk (gzip), with the request log off (LOG_LEVEL=warn, as the other runs) and on
// (LOG_LEVEL=info, as in production). The two levels run side by side and take turns (warn, info,
// info, warn: two runs each, averaged); `x warn` is each rate as a share of the log-off one, and
// `CPU µs/req` the server's CPU time per request (Linux), which other work on the machine
// disturbs less than the rate. When `nginx` is on the PATH, it serves the same files (gzip_static
// on, a generated config in a temporary directory) with the same client, and the table gives each
// rate as a share of nginx's in this run.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../tests/support/freePort.mjs';
import { entryScriptPath } from './cases.mjs';
import { startBuiltServer } from '../../tests/support/builtServer.mjs';
import { measure } from './lib.mjs';

const CONNECTIONS = 50;
const GZIP = { 'accept-encoding': 'gzip' };
const CLIENT_DIR = resolve('dist/client');

const cases = () => [
  ['app shell /counter (gzip)', [{ method: 'GET', path: '/counter', headers: GZIP }]],
  [
    `main chunk ${entryScriptPath()} (gzip)`,
    [{ method: 'GET', path: entryScriptPath(), headers: GZIP }],
  ],
];

const hasNginx = () => spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error === undefined;

/** nginx serving dist/client the way our server does: the shell for every page path. */
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
    location / { add_header Cache-Control "no-cache"; try_files $uri /index.html; }
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

async function rowsFor(server, name) {
  const rows = [];
  for (const [label, requests] of cases()) {
    rows.push({
      server: name,
      ...(await measure(label, { url: server.url, requests, connections: CONNECTIONS })),
    });
  }
  return rows;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds (user + system) a process has used so far, from Linux's /proc; else undefined. */
async function cpuSeconds(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return undefined;
  // The fields after the command's name: utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** One run of one case, with the server's CPU time per request (µs) where /proc tells it. */
async function measureOurs(server, label, requests) {
  const cpuBefore = await cpuSeconds(server.child.pid);
  const started = performance.now();
  const row = await measure(label, { url: server.url, requests, connections: CONNECTIONS });
  const seconds = (performance.now() - started) / 1000;
  const cpu = (await cpuSeconds(server.child.pid)) - cpuBefore;
  return { ...row, requests: row['req/s'] * seconds, cpu };
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The runs of one server and case as one row: mean rate and latencies, CPU per request. */
function merged(server, runs) {
  const cpu = runs.reduce((sum, run) => sum + run.cpu, 0);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  return {
    server,
    case: runs[0].case,
    'req/s': Math.round(mean(runs.map((run) => run['req/s']))),
    'p50 ms': Math.round(mean(runs.map((run) => run['p50 ms']))),
    'p99 ms': Math.round(mean(runs.map((run) => run['p99 ms']))),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    'CPU µs/req': Number.isNaN(cpu) ? undefined : Math.round((cpu / requests) * 1e6),
  };
}

/** Runs of each case per log level, in the order warn, info, info, warn (drift hits both alike). */
const ORDER = ['warn', 'info', 'info', 'warn'];

/**
 * The built server at one log level, its output drained by a `cat` of its own (as a log collector
 * would): draining it in this process would add that work to the load generator's.
 */
async function serverLoggingTo(level) {
  const drain = spawn('cat', { stdio: ['pipe', 'ignore', 'inherit'] });
  const server = await startBuiltServer({ env: { LOG_LEVEL: level }, stdio: drain.stdin });
  return {
    ...server,
    async stop() {
      await server.stop();
      drain.stdin.end();
      if (drain.exitCode === null) await once(drain, 'exit');
    },
  };
}

export async function run() {
  // Both servers at once, measured in turn: on a shared machine the load of other work changes
  // from minute to minute, so the two levels alternate within each case and their runs are
  // averaged.
  const servers = {};
  for (const level of new Set(ORDER)) servers[level] = await serverLoggingTo(level);
  const rows = [];
  try {
    for (const [label, requests] of cases()) {
      const runs = { warn: [], info: [] };
      for (const level of ORDER) {
        runs[level].push(await measureOurs(servers[level], label, requests));
      }
      for (const level of Object.keys(runs)) {
        rows.push(merged(`ours, LOG_LEVEL=${level}`, runs[level]));
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  // The request log's cost: each rate with the log on as a share of the same case's with it off.
  for (const row of rows) {
    const off = rows.find((r) => r.server === 'ours, LOG_LEVEL=warn' && r.case === row.case);
    row['x warn'] = Math.round((row['req/s'] / off['req/s']) * 100) / 100;
  }
  if (hasNginx()) {
    const nginx = await startNginx();
    try {
      const nginxRows = await rowsFor(nginx, 'nginx');
      for (const row of rows) {
        const base = nginxRows.find((r) => r.case === row.case)['req/s'];
        row['x nginx'] = Math.round((row['req/s'] / base) * 100) / 100;
      }
      rows.push(...nginxRows.map((r) => ({ ...r, 'x nginx': 1 })));
    } finally {
      await nginx.stop();
    }
  } else {
    console.log('(no nginx on the PATH: `apt-get install nginx-light` to compare with it)');
  }
  console.table(rows);
}
