// `npm run test:selenium [pytest args]`: the Selenium reference solutions against the built site.
// Starts the real server on a free port, runs pytest over solutions/selenium (or the given
// paths) with BASE_URL pointing at it, stops the server and exits with pytest's code.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { SHORT_DELAYS } from './shortDelays.mjs';

const SERVER_READY_TIMEOUT_MS = 30_000;
const SERVER_STOP_GRACE_MS = 10_000;
const workers = process.env.SELENIUM_WORKERS ?? '2';
/** A port nobody listens on right now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, 'localhost', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

const canImport = (python, modules) =>
  spawnSync(python, ['-c', `import ${modules}`], { stdio: 'ignore' }).status === 0;

// Debian's python3-selenium lives in /usr/bin/python3; elsewhere, the python3 on PATH.
const python = canImport('/usr/bin/python3', 'selenium, pytest') ? '/usr/bin/python3' : 'python3';
if (!canImport(python, 'selenium, pytest')) {
  console.error(
    `${python} lacks selenium or pytest: apt-get install python3-selenium python3-pytest`,
  );
  process.exit(1);
}
// pytest-xdist (python3-pytest-xdist) runs the tests on several browsers at once.
const parallel = workers !== '1' && canImport(python, 'xdist') ? ['-n', workers] : [];

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

const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = spawn('node', ['dist/server/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    LOG_LEVEL: 'warn',
    // The /loadDelay solution times the spec's 5 s; /ajaxData's waits for its label either way.
    AJAX_DELAY_SECONDS: SHORT_DELAYS.AJAX_DELAY_SECONDS,
  },
  stdio: 'inherit',
});
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
/**
 * Stops the server and waits for it to go. A browser that outlived its test may hold a request open that the server's graceful close waits for:
 * after SERVER_STOP_GRACE_MS it is killed, so that the run never hangs on it.
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
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopServer();
    process.exit(1);
  });

let code = 1;
try {
  await waitForHealth(`${baseUrl}/healthz`, server);
  const targets = process.argv.length > 2 ? process.argv.slice(2) : ['solutions/selenium'];
  // `npm test` asks for a JUnit report too, for its slowest-tests summary.
  const report = process.env.TEST_REPORTS
    ? [`--junitxml=${process.env.TEST_REPORTS}/selenium.xml`]
    : [];
  console.log(`pytest ${[...parallel, ...targets].join(' ')} against ${baseUrl} (${python})`);
  const pytest = spawnSync(
    python,
    ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', ...parallel, ...report, ...targets],
    {
      // No .pytest_cache or __pycache__ left in the solutions folder.
      env: { ...process.env, BASE_URL: baseUrl, PYTHONDONTWRITEBYTECODE: '1' },
      stdio: 'inherit',
    },
  );
  code = pytest.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await serverStopped();
}
process.exit(code);
