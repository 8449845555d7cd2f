import { defineConfig, devices } from '@playwright/test';

// The reference solutions, run against any copy of the site: BASE_URL (default http://localhost:3000).
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  reporter: 'list',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:3000',
    ...devices['Desktop Chrome'],
  },
});
