// Chrome's capabilities for these specs: Debian's Chromium and ChromeDriver when installed, else
// the Chrome that WebdriverIO finds (or downloads) itself.
import { existsSync } from 'node:fs';

const firstExisting = (...paths: string[]) => paths.find((path) => existsSync(path));
// The headless shell is the same Chromium without its window machinery, at about half the CPU.
const HEADLESS_SHELL = firstExisting('/usr/bin/chromium-headless-shell', '/usr/bin/chromium');
const FULL_CHROMIUM = firstExisting('/usr/bin/chromium');
const CHROMEDRIVER = firstExisting('/usr/bin/chromedriver');

export interface ChromeOptions {
  /** What only the full browser has: its fake camera and microphone, its PDF viewer. */
  fullBrowser?: boolean;
  /** Extra command-line switches, e.g. --use-fake-device-for-media-stream. */
  args?: string[];
  /** Chrome preferences, e.g. { 'intl.accept_languages': 'de-DE' }. */
  prefs?: Record<string, string | number | boolean>;
}

/**
 * The capabilities of a headless Chrome. A spec that needs other switches starts its own browser
 * with them: `await browser.reloadSession(chromeCapabilities({ args: [...] }))`.
 */
export function chromeCapabilities({
  fullBrowser = false,
  args = [],
  prefs,
}: ChromeOptions = {}): WebdriverIO.Capabilities {
  const binary = fullBrowser ? FULL_CHROMIUM : HEADLESS_SHELL;
  return {
    browserName: 'chrome',
    'goog:chromeOptions': {
      ...(binary ? { binary } : {}),
      args: [
        '--headless=new',
        '--window-size=1280,900',
        // Needed when Chrome runs as root (containers, CI); harmless otherwise.
        '--no-sandbox',
        // Without these, Chromium keeps trying to reach Google's services (a closed network waits).
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        ...args,
      ],
      ...(prefs ? { prefs } : {}),
    },
    ...(CHROMEDRIVER ? { 'wdio:chromedriverOptions': { binary: CHROMEDRIVER } } : {}),
  };
}
