// Lighthouse (the npm package, so no Node or browser by hand) on the built site, mobile and
// desktop, in the system Chromium (headless): performance, LCP, TBT, CLS, accessibility, best
// practices and SEO per route, each the median of LIGHTHOUSE_RUNS runs (3 by default). Figures
// only: nothing passes or fails.
// Routes: a few representative ones; LIGHTHOUSE_ROUTES=all measures every listed catalog route,
// LIGHTHOUSE_ROUTES=/counter,/form just those. LIGHTHOUSE_RUNS=1 LIGHTHOUSE_FORM_FACTORS=mobile
// makes a quick survey of them (one mobile run each).
import { readFile } from 'node:fs/promises';
import process from 'node:process';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServer } from './lib.mjs';

const { version: lighthouseVersion } = JSON.parse(
  await readFile(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
);

/** A setting of this bench read from the environment: `fallback` when unset, else checked. */
function setting(name, fallback, valid) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!valid(value)) throw new Error(`${name}="${value}" is not valid`);
  return value;
}

const RUNS = Number(setting('LIGHTHOUSE_RUNS', '3', (v) => /^[1-9]\d?$/.test(v)));
const ATTEMPTS = 3;
let retried = 0;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEFAULT_ROUTES = ['/', '/form', '/scrollDown', '/ddatePicker', '/counter', '/largeDom'];
const CONFIGS = { mobile: undefined, desktop: desktopConfig };
const FORM_FACTORS = setting('LIGHTHOUSE_FORM_FACTORS', 'mobile,desktop', (v) =>
  v.split(',').every((name) => Object.hasOwn(CONFIGS, name)),
).split(',');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The largest paint's element as its opening tag, shortened: `<p class="lead">`, `<img alt=…`. */
function lcpElementOf(lhr) {
  const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const snippet = item?.items?.[0]?.node?.snippet ?? '?';
  return snippet.length > 32 ? `${snippet.slice(0, 31)}…` : snippet;
}

async function routes() {
  const wanted = process.env.LIGHTHOUSE_ROUTES;
  if (!wanted) return DEFAULT_ROUTES;
  if (wanted !== 'all') return wanted.split(',').map((r) => r.trim());
  // The catalog as the server build compiled it (dist/server), so no TypeScript loader is needed.
  const { exercises } = await import('../../dist/server/src/shared/catalog.js');
  return [...new Set(['/', ...exercises.filter((e) => e.listed !== false).map((e) => e.path)])];
}

/** One Lighthouse run of `url`; the figures of one table row. */
async function audit(url, port, config) {
  const flags = {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  let lhr;
  // Now and then this Lighthouse misses the navigation in Chromium's trace (NO_NAVSTART): such a
  // run has no figures, so it is made again (and counted), up to ATTEMPTS times; then the error.
  for (let attempt = 1; ; attempt++) {
    ({ lhr } = await lighthouse(url, flags, config));
    if (!lhr.runtimeError) break;
    if (attempt === ATTEMPTS) return { error: lhr.runtimeError.code };
    retried++;
  }
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const value = (id) => lhr.audits[id].numericValue;
  return {
    performance: score('performance'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpElement: lcpElementOf(lhr),
    // Lighthouse's measure of this machine's CPU speed: its simulated throttling multiplies the
    // tasks it saw by 4 whatever the machine, so TBT (and so performance) read with this.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export async function run() {
  const server = await startServer();
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const list = await routes();
    for (const formFactor of FORM_FACTORS) {
      const config = CONFIGS[formFactor];
      const rows = [];
      const benchmarkIndexes = [];
      for (const route of list) {
        const runs = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(await audit(server.url + route, chrome.port, config));
        // A page whose answer is the exercise (a 401 challenge, say) gives Lighthouse no figures.
        const failed = runs.find((r) => r.error);
        if (failed) {
          rows.push({ route, error: failed.error });
          continue;
        }
        const m = (key) => median(runs.map((r) => r[key]));
        benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex));
        rows.push({
          route,
          performance: m('performance'),
          LCP: `${(m('lcp') / 1000).toFixed(2)} s`,
          TBT: `${Math.round(m('tbt'))} ms`,
          CLS: Number(m('cls').toFixed(3)),
          accessibility: m('accessibility'),
          'best practices': m('bestPractices'),
          SEO: m('seo'),
          'LCP element': runs.find((r) => r.lcp === m('lcp')).lcpElement,
        });
      }
      console.log(
        `Lighthouse ${lighthouseVersion} ${formFactor}, median of ${RUNS} runs per route (each figure apart); ${retried} failed runs made again; this machine's benchmark index ${benchmarkIndexes.length ? Math.round(median(benchmarkIndexes)) : '?'}`,
      );
      retried = 0;
      console.table(rows);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}
