// A browser of its own for every spec file when one worker runs several (wdio.conf.ts groups them):
// a Mocha root hook gives each file's top-level describe but the first a new session, first thing.
import { browser } from '@wdio/globals';
import { chromeCapabilities } from './chrome.ts';

interface SuiteWithHooks {
  beforeAll(title: string, fn: () => Promise<unknown>): void;
  /** Mocha's list of a suite's before hooks, run in order. */
  _beforeAll: unknown[];
}

export const mochaHooks = {
  beforeAll(this: { test?: { parent?: { suites: SuiteWithHooks[] } } }) {
    const laterFiles = this.test?.parent?.suites.slice(1) ?? [];
    for (const suite of laterFiles) {
      suite.beforeAll('a fresh browser for this spec file', () =>
        browser.reloadSession(chromeCapabilities()),
      );
      // Before the file's own hooks (which may start a browser of their own, or open a page).
      suite._beforeAll.unshift(suite._beforeAll.pop());
    }
  },
};
