// The built site's real server on a free port, for a solution set's run (npm run test:selenium,
// npm run test:webdriverio): started, awaited on /healthz, and always stopped afterwards.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const SERVER_READY_TIMEOUT_MS = 30_000;
const SERVER_STOP_GRACE_MS = 10_000;

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, 'localhost', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function waitForHealth(url, server) {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${url} within ${SERVER_READY_TIMEOUT_MS} ms`);
}

/**
 * Runs `run(baseUrl)` (which returns an exit code) against a server of the build with the given
 * extra settings, and resolves with that code (1 when the server did not start).
 */
export async function withSiteServer(settings, run) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn('node', ['dist/server/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: 'localhost', LOG_LEVEL: 'warn', ...settings },
    stdio: 'inherit',
  });
  const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopServer();
      process.exit(1);
    });
  /**
   * A browser that outlived its test may hold a request open that the server's graceful close
   * waits for: after SERVER_STOP_GRACE_MS it is killed, so that the run never hangs on it.
   */
  async function serverStopped() {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    stopServer();
    const timer = setTimeout(() => {
      console.error(`the server took over ${SERVER_STOP_GRACE_MS} ms to close: killed`);
      server.kill('SIGKILL');
    }, SERVER_STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  try {
    await waitForHealth(`${baseUrl}/healthz`, server);
    return await run(baseUrl);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await serverStopped();
  }
}
