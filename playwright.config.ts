import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End to end, and the reference solutions, against the production build served by the real
// server (run `npm run build` first).
const port = Number(process.env.E2E_PORT ?? 4173);
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
  existsSync(p),
);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: systemChromium,
    // Without these, Chromium keeps trying to reach Google's services on a closed network.
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry: a test that passes only on it is reported as flaky in the summary, to be fixed.
  retries: 1,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // `npm test` asks for a JSON report too, for its slowest-tests and flaky-tests summary.
  reporter: process.env.TEST_REPORTS
    ? [['list'], ['json', { outputFile: `${process.env.TEST_REPORTS}/playwright.json` }]]
    : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test its snapshots: only a retry records one, so a failure
    // that repeats comes with its trace, and the passing runs pay nothing.
    trace: 'on-first-retry',
  },
  projects: [
    // tests/e2e/cameraPage.spec.ts reads the first project's launch options.
    { name: 'chromium', testDir: 'tests/e2e', use: chromium },
    // The reference solutions (solutions/playwright), against the same server: they go to
    // relative URLs, and set their own per-file needs (fake camera, permissions) with test.use.
    { name: 'solutions', testDir: 'solutions/playwright', use: chromium },
  ],
  webServer: {
    command: 'node dist/server/server/main.js',
    url: `http://localhost:${port}/healthz`,
    env: { PORT: String(port), HOST: 'localhost', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
