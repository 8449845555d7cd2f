// The WebdriverIO reference solutions, run against any copy of the site: BASE_URL (default
// http://localhost:3000). One spec per page, each in a browser of its own (support/chrome.ts).
import { browser } from '@wdio/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromeCapabilities } from './support/chrome.ts';

// Most specs run in a few groups, one worker process each, rather than a worker per spec file: a
// worker costs seconds of CPU to start, a browser a fraction of that. Each spec file still starts
// in a new browser (support/freshBrowserPerFile.ts), so no file sees another's cookies or storage.
// A spec that listens to the browser's events (browser.mock, browser.on, Puppeteer) keeps a worker
// of its own: WebdriverIO 9 does not carry those listeners over to a reloaded session.
const GROUPS = 6;
const LISTENS_TO_EVENTS = /browser\.mock\(|browser\.once?\(|sessionSubscribe|getPuppeteer/;
const pageSpecs = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.e2e.ts'))
  .sort();
const listening = pageSpecs.filter((file) =>
  LISTENS_TO_EVENTS.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
);
const grouped = pageSpecs.filter((file) => !listening.includes(file));
const specs = [
  ...listening.map((file) => `./${file}`),
  ...Array.from({ length: GROUPS }, (_, group) =>
    grouped.filter((_, index) => index % GROUPS === group).map((file) => `./${file}`),
  ),
];

export const config: WebdriverIO.Config = {
  runner: 'local',
  baseUrl: (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  // Every page's spec; the shop's page-object suite has a config of its own (shop/wdio.conf.ts).
  specs,
  maxInstances: Number(process.env.WDIO_INSTANCES ?? 2),
  capabilities: [chromeCapabilities()],
  logLevel: 'warn',
  // Headless: no virtual display to look for.
  autoXvfb: false,
  waitforTimeout: 10_000,
  framework: 'mocha',
  mochaOpts: {
    ui: 'bdd',
    timeout: 60_000,
    require: [join(import.meta.dirname, 'support/freshBrowserPerFile.ts')],
  },
  reporters: ['spec'],
  // ChromeDriver leaves the headless shell running when a session ends: the browser is asked to
  // close itself first (Chrome's Browser.close), as the Selenium set's conftest does.
  beforeCommand: async (commandName) => {
    if (commandName === 'deleteSession')
      await browser.sendCommand('Browser.close', {}).catch(() => undefined);
  },
};
