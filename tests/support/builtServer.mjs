// Starts the built server (dist/server) as its own process and waits until /healthz answers.
import { spawn } from 'node:child_process';
import process from 'node:process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './freePort.mjs';

// (globalThis.fetch and an imported process: the lint config gives .mjs files under tests/ no Node globals.)
const MAIN = 'dist/server/server/main.js';
const START_TIMEOUT_MS = 15_000;

async function waitForHealth(url, child) {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const res = await globalThis.fetch(`${url}/healthz`).catch(() => undefined);
    if (res?.ok) return;
    await sleep(100);
  }
  throw new Error(`no server at ${url} after ${START_TIMEOUT_MS} ms (run "npm run build" first?)`);
}

/**
 * `env` adds to (and wins over) this process's environment; `port` defaults to a free one;
 * `stdio` defaults to the parent's output ('pipe' lets a test read the log).
 */
export async function startBuiltServer({ port, env = {}, stdio = 'inherit' } = {}) {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(listenOn) },
    stdio: ['ignore', stdio, stdio],
  });
  const url = `http://${env.HOST ?? '127.0.0.1'}:${listenOn}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    port: listenOn,
    child,
    /** SIGTERM, then the exit code once the process is gone. */
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      return code;
    },
  };
}
