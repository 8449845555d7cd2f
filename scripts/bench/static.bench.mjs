// The server's two simplest jobs, on loopback with 50 connections: the app shell of a deep link and
// the main JS chunk (gzip), with the request log off (LOG_LEVEL=warn, as the other runs) and on
// (LOG_LEVEL=info, as in production). When `nginx` is on the PATH, it serves the same files
// (gzip_static on, a generated config in a temporary directory) with the same client, and the
// table gives each rate as a share of nginx's in this run.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

export async function run() {
  const rows = [];
  for (const level of ['warn', 'info']) {
    // With the log on, its lines go to a pipe this process drains (as a log collector would).
    const server = await startBuiltServer({ env: { LOG_LEVEL: level }, stdio: 'pipe' });
    server.child.stdout.resume();
    server.child.stderr.resume();
    try {
      rows.push(...(await rowsFor(server, `ours, LOG_LEVEL=${level}`)));
    } finally {
      await server.stop();
    }
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
