// The WebdriverIO reference solutions, run against any copy of the site: BASE_URL (default
// http://localhost:3000). One spec per page, each in a browser of its own (support/chrome.ts).
import { chromeCapabilities } from './support/chrome.ts';

export const config: WebdriverIO.Config = {
  runner: 'local',
  baseUrl: (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  // Every page's spec; the shop's page-object suite has a config of its own (shop/wdio.conf.ts).
  specs: ['./*.e2e.ts'],
  maxInstances: Number(process.env.WDIO_INSTANCES ?? 2),
  capabilities: [chromeCapabilities()],
  logLevel: 'warn',
  // Headless: no virtual display to look for.
  autoXvfb: false,
  waitforTimeout: 10_000,
  framework: 'mocha',
  mochaOpts: { ui: 'bdd', timeout: 60_000 },
  reporters: ['spec'],
};
