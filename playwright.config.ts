import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SHORT_DELAYS } from './scripts/test/shortDelays.mjs';

// End to end, and the reference solutions, against the production build served by the real
// server (run `npm run build` first).
const port = Number(process.env.E2E_PORT ?? 4173);
const FULL_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
// Debian's headless shell of the same Chromium when installed (.ci/run installs it): it renders
// like the full browser without its window machinery, at about half the CPU a test (docs/testing.md).
// E2E_BROWSER=chromium runs the full browser everywhere.
const HEADLESS_SHELL =
  process.env.E2E_BROWSER !== 'chromium' && existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : FULL_CHROMIUM;
// The pages whose tests need what only the full browser has: its PDF viewer, and the fake camera
// and microphone that Chromium's --use-fake-device-for-media-stream gives.
const NEEDS_FULL_BROWSER = /\/(audioInput|cameraPage|pdfPreview)\.spec\.ts$/;

const chromium = (executablePath: string | undefined) => ({
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    // Without these, Chromium keeps trying to reach Google's services on a closed network.
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
});

/**
 * The e2e specs, and the Playwright reference solutions, which go to relative URLs of the same
 * server and set their own per-file needs (fake camera, permissions) with test.use. One project to
 * a browser: a worker starts again at every change of project.
 */
const TEST_FILES = ['tests/e2e/**/*.spec.ts', 'solutions/playwright/**/*.spec.ts'];
// The shop's reference suite runs under `npm run hunt` instead (its baseline is the whole suite).
const HUNTED_SUITE = 'solutions/playwright/shop/**';

export default defineConfig({
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry: a test that passes only on it is reported as flaky in the summary, to be fixed.
  retries: 1,
  // Three browsers on the 2-core machine: the third works while another test waits on a timer or
  // the server (the whole run took 9.0 min against 9.9 with two; docs/testing.md).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
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
    {
      name: 'chromium',
      testMatch: TEST_FILES,
      testIgnore: [NEEDS_FULL_BROWSER, HUNTED_SUITE],
      use: chromium(HEADLESS_SHELL),
    },
    {
      name: 'chromium (full browser)',
      testMatch: NEEDS_FULL_BROWSER,
      use: chromium(FULL_CHROMIUM),
    },
  ],
  webServer: {
    command: 'node dist/server/server/main.js',
    url: `http://localhost:${port}/healthz`,
    // The deliberate delays made short (their spec values are unit-tested in
    // server/specDelays.test.ts), and room for the CAPTCHA challenges every run and retry asks for.
    env: {
      PORT: String(port),
      HOST: 'localhost',
      LOG_LEVEL: 'warn',
      ...SHORT_DELAYS,
      CAPTCHA_CHALLENGE_LIMIT: '1000',
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
