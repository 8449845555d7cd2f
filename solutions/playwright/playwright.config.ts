import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The reference solutions, run against any copy of the site: BASE_URL (default http://localhost:3000).
// The system's Chromium when there is one (Debian: chromium-headless-shell or chromium), else
// Playwright's own browser (`npx playwright install chromium`).
const SYSTEM_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  reporter: 'list',
  // Waiting assertions give the page 10 s, not Playwright's 5: the hunt runs two suites, two servers
  // and two browsers at once on two cores, where an answer was once seen to take longer than 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:3000',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: SYSTEM_CHROMIUM,
      // Without these, Chromium keeps trying to reach Google's services (a closed network waits).
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
});
