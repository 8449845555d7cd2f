// Practice Shop: the WebdriverIO suite's configuration: the shared config, its own specs, a fresh shopper per test, and a run that ends at its first failure.
import { browser } from '@wdio/globals';
import { chromeCapabilities } from '../support/chrome.ts';
import { config as shared } from '../wdio.conf.ts';

export const config: WebdriverIO.Config = {
  ...shared,
  // One worker runs every spec file, one after the other, in one browser: starting a worker costs
  // seconds of CPU, and each test begins as a new shopper anyway (beforeTest below).
  specs: [['./specs/**/*.e2e.ts']],
  maxInstances: 1,
  exclude: [],
  // Classic WebDriver, not BiDi: a React view that re-renders replaces the element a command
  // holds, and only the classic protocol reports that as a stale element, which WebdriverIO then
  // finds again instead of failing. Reduced motion: the site scrolls smoothly (Bootstrap) unless
  // asked not to, and a click lands after WebDriver's scroll is over, not during it.
  capabilities: [
    {
      ...chromeCapabilities({ args: ['--force-prefers-reduced-motion'] }),
      'wdio:enforceWebDriverClassic': true,
    },
  ],
  // One failing test is enough to tell that a bug was caught (`npm run hunt` runs the suite 26
  // times): Mocha stops its spec file, WebdriverIO starts no further spec file.
  bail: 1,
  // One browser for the whole suite (not one per file): its capabilities are the ones above.
  mochaOpts: { ...shared.mochaOpts, bail: true, require: [] },
  // Each test is a new shopper: the shop knows a browser by its cookies (`shopper`, the login).
  beforeTest: async () => {
    await browser.deleteCookies();
  },
};
