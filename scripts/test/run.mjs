// `npm test`: every check, in phases, on both cores, with a timing table at the end.
// Measured on the 2-core machine: the end-to-end run alone keeps both cores busy (three
// browsers), so the two browser suites do not run side by side. The build comes
// first, then end to end, then Selenium beside the unit tests. Lint, types and the byte budgets,
// which wait for nothing, run in the background at the lowest CPU priority: they take only what
// the foreground leaves idle. A phase's output is printed whole when it ends, so that phases
// running side by side do not interleave their lines. docs/testing.md explains the phases and
// how to find a slow or flaky test.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { reportSlowest } from './reports.mjs';

// Where the runners write their machine-readable reports (they read TEST_REPORTS).
const REPORTS_DIR = 'test-reports';

/**
 * Each phase: its command, the phases it starts after, and whether it runs in the background
 * (`nice -n 19`, one background phase at a time).
 */
const phases = {
  build: { command: 'npm run build', after: [] },
  e2e: { command: 'npm run test:e2e', after: ['build'] },
  selenium: { command: 'npm run test:selenium', after: ['e2e'] },
  webdriverio: { command: 'npm run test:webdriverio', after: ['e2e'] },
  unit: { command: 'npm run test:unit', after: ['e2e'] },
  // The Playwright shop suite under the bug hunt (SPEC-4 Part C): its baseline is the suite's own
  // run (so the e2e phase leaves it out), and the phase passes only when it catches every bug.
  // `shop/` takes the suite's folder alone (`shop` also matches shopBugs, shoppingCart…), and -x
  // ends a caught run at its first failure.
  hunt: {
    command: 'npm run hunt -- --parallel 2 -- npx playwright test -c solutions/playwright shop/ -x',
    after: ['e2e'],
    mustEndWith: 'Caught 25 of 25 planted bugs (100%).',
  },
  lint: { command: 'npm run lint', after: [], background: true },
  typecheck: { command: 'npm run typecheck', after: [], background: true },
  size: { command: 'npm run size', after: ['build'], background: true },
};

/** The order of the table, and of preference when a slot frees: the longest first. */
const ORDER = [
  'build',
  'e2e',
  'selenium',
  'webdriverio',
  'hunt',
  'unit',
  'lint',
  'typecheck',
  'size',
];
/** Foreground phases at once (two cores), and background ones. */
const SLOTS = { foreground: 2, background: 1 };
const kind = (name) => (phases[name].background ? 'background' : 'foreground');

const started = Date.now();
const results = new Map();

function run(name) {
  const begin = Date.now();
  return new Promise((resolve) => {
    const { command, background } = phases[name];
    const child = spawn(background ? `nice -n 19 ${command}` : command, {
      shell: true,
      env: { ...process.env, FORCE_COLOR: '0', TEST_REPORTS: REPORTS_DIR },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (exitCode) => {
      const { mustEndWith } = phases[name];
      const ended = Buffer.concat(output).toString('utf8').trimEnd();
      const code =
        exitCode === 0 && mustEndWith && !ended.endsWith(mustEndWith) ? 'no match' : exitCode;
      const seconds = (Date.now() - begin) / 1000;
      const at = (begin - started) / 1000;
      process.stdout.write(`\n===== ${name}: ${phases[name].command} (exit ${code}) =====\n`);
      process.stdout.write(Buffer.concat(output));
      results.set(name, { code, seconds, at });
      resolve();
    });
  });
}

async function runAll() {
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  const waiting = new Set(ORDER);
  const running = new Map();
  const slotFree = (name) =>
    [...running.keys()].filter((other) => kind(other) === kind(name)).length < SLOTS[kind(name)];
  while (waiting.size > 0 || running.size > 0) {
    const failed = [...results].some(([, r]) => r.code !== 0);
    for (const name of [...waiting]) {
      if (!slotFree(name)) continue;
      const after = phases[name].after;
      if (after.some((dep) => results.has(dep) && results.get(dep).code !== 0)) {
        waiting.delete(name);
        results.set(name, { code: 'skipped', seconds: 0, at: 0 });
        continue;
      }
      // After a failure nothing new starts (what runs finishes): the run fails fast.
      if (failed) break;
      if (after.every((dep) => results.has(dep))) {
        waiting.delete(name);
        running.set(
          name,
          run(name).then(() => running.delete(name)),
        );
      }
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
}

const row = (...cells) =>
  console.log(cells.map((cell, i) => String(cell).padEnd(i < 3 ? 10 : 0)).join(' '));

function printTable() {
  console.log('\n===== Phase times =====');
  row('phase', 'started', 'took', 'result');
  // .ci/run's apt-get and npm ci, before this script started.
  if (process.env.INSTALL_SECONDS) row('install', '-', `${process.env.INSTALL_SECONDS} s`, 'ok');
  for (const name of ORDER) {
    const r = results.get(name);
    if (!r) row(name, '-', '-', 'not run');
    else {
      const result = r.code === 0 ? 'ok' : r.code === 'skipped' ? 'skipped' : `FAILED (${r.code})`;
      const note = phases[name].background ? ' (background)' : '';
      row(name, `${Math.round(r.at)} s`, `${Math.round(r.seconds)} s`, result + note);
    }
  }
  row('total', '', `${Math.round((Date.now() - started) / 1000)} s`, '');
}

await runAll();
reportSlowest(REPORTS_DIR);
printTable();
const ok = ORDER.every((name) => results.get(name)?.code === 0);
process.exit(ok ? 0 : 1);
