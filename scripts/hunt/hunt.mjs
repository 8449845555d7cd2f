// `npm run hunt -- [options] [--] <command> [args...]` (SPEC-4 Part C, docs/hunt.md): runs a test
// command against the shop once with no planted bug, then once per planted bug, each run against
// its own fresh server of the built site, and reports which bugs made the command fail.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsStale } from '../test/build.mjs';
import { parseHuntArgs, selectBugs, USAGE } from './args.mjs';
import { runCommand } from './command.mjs';
import { killAllGroupsNow, spawnGroup, stopAllGroups } from './processes.mjs';
import { buildReport, formatCommand, reportHtml } from './report.mjs';
import {
  BASELINE_FAILED,
  baselineResult,
  bugResult,
  exitCodeFor,
  formatSeconds,
  lastLines,
  resultTable,
  runLine,
  scoreOf,
  summaryLine,
} from './results.mjs';
import { startShopServer } from './server.mjs';

/** Exit code when the hunt itself cannot run: the build failed or a server did not start. */
const CANNOT_RUN = 4;
/** Exit code after Ctrl-C or SIGTERM, as a shell reports an interrupted command. */
const INTERRUPTED = 130;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CATALOG = join(ROOT, 'dist/server/src/shared/shop/bugs.js');
// npm runs scripts in the package folder; INIT_CWD is where `npm run hunt` was typed.
const CALLER_DIR = process.env.INIT_CWD ?? process.cwd();

const parsed = parseHuntArgs(process.argv.slice(2));
if ('help' in parsed) {
  console.log(USAGE);
  process.exit(0);
}
if ('error' in parsed) usageError(parsed.error);
const options = parsed.options;

let stopping = false;
/** Waits for the signal handler, which exits once everything the hunt started is stopped. */
const untilStopped = () => new Promise(() => undefined);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) {
      killAllGroupsNow();
      process.exit(INTERRUPTED);
    }
    stopping = true;
    console.error(`\n${signal}: stopping every run and server of the hunt.`);
    stopAllGroups(3_000).then(() => process.exit(INTERRUPTED));
  });
}
process.on('exit', killAllGroupsNow);

const reportDir = resolve(CALLER_DIR, options.reportDir);
if (buildIsStale(ROOT, { ignore: [reportDir] })) await build();
if (!existsSync(CATALOG)) {
  await cannotRun(`the built site has no bug catalog (${relative(ROOT, CATALOG)}).`);
}
const { PLANTED_BUGS } = await import(pathToFileURL(CATALOG).href);
const selection = selectBugs(options.bugs, PLANTED_BUGS);
if ('error' in selection) usageError(selection.error);
const bugs = selection.bugs;

const runs = [null, ...bugs];
const servers = new Map();
/** The server of run `index`, started at most once; started ahead, it is ready when its turn comes. */
function serverFor(index) {
  if (!servers.has(index)) {
    const started = startShopServer({ root: ROOT, shopBugs: runs[index]?.id ?? '' });
    started.catch(() => undefined);
    servers.set(index, started);
  }
  return servers.get(index);
}

async function runOne(index) {
  const server = await serverFor(index).catch((error) =>
    stopping ? untilStopped() : cannotRun(error.message),
  );
  const ahead = index + options.parallel;
  if (ahead < runs.length && !stopping) serverFor(ahead);
  const run = await runCommand({
    command: options.command,
    cwd: CALLER_DIR,
    env: { ...process.env, BASE_URL: server.url },
    timeoutMs: options.timeoutSeconds * 1000,
  });
  await server.stop();
  return {
    exitCode: run.exitCode,
    timedOut: run.timedOut,
    seconds: run.seconds,
    output: lastLines(run.output),
  };
}

const noun = bugs.length === 1 ? 'planted bug' : 'planted bugs';
console.log(
  `Hunting ${bugs.length} ${noun}, ${options.parallel} at once, ${options.timeoutSeconds} s per run at most: ${formatCommand(options.command)}`,
);
const startedAt = new Date();
for (let index = 1; index <= options.parallel && index < runs.length; index += 1) serverFor(index);
const baselineRun = await runOne(0);
const baseline = { ...baselineRun, result: baselineResult(baselineRun) };
if (stopping) await untilStopped();
console.log(`Baseline, no planted bug: ${baseline.result} (${formatSeconds(baseline.seconds)} s)`);

const results = [];
if (baseline.result === 'passed') {
  let next = 1;
  let ended = 0;
  const worker = async () => {
    while (next < runs.length && !stopping) {
      const index = next;
      next += 1;
      const run = await runOne(index);
      if (stopping) return;
      const bug = runs[index];
      const result = { ...bug, ...run, result: bugResult(run) };
      results[index - 1] = result;
      ended += 1;
      console.log(runLine(ended, bugs.length, result));
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.parallel, bugs.length) }, worker));
  if (stopping) await untilStopped();
}
await stopAllGroups(3_000);

const report = buildReport({
  command: options.command,
  startedAt,
  finishedAt: new Date(),
  parallel: options.parallel,
  timeoutSeconds: options.timeoutSeconds,
  baseline,
  bugs: results,
});
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(reportDir, 'index.html'), reportHtml(report));
const shownReportDir = relative(CALLER_DIR, reportDir) || '.';

if (baseline.result !== 'passed') {
  const why = baseline.timedOut
    ? ` (it ran past the time limit of ${options.timeoutSeconds} s)`
    : '';
  console.log(`\n${BASELINE_FAILED}${why}\nThe last lines of its output:\n`);
  console.log(baseline.output.join('\n'));
  console.log(`\nReport: ${join(shownReportDir, 'index.html')}`);
} else {
  const score = scoreOf(results);
  console.log(`\nReport: ${join(shownReportDir, 'index.html')}\n`);
  console.log(resultTable(results));
  if (score.timedOut > 0) {
    console.log(
      `\n${score.timedOut} of the caught bugs timed out: the suite hung rather than failed (see their output).`,
    );
  }
  console.log(`\n${summaryLine(score)}`);
}
process.exit(exitCodeFor(baseline, results));

function usageError(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function cannotRun(message) {
  console.error(`The hunt cannot run: ${message}`);
  stopAllGroups(3_000).then(() => process.exit(CANNOT_RUN));
  return new Promise(() => undefined);
}

async function build() {
  console.log('Building the site first: the build is missing or older than its sources.');
  const child = spawnGroup('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = await new Promise((done) => child.on('exit', (...args) => done(args)));
  if (stopping) await untilStopped();
  if (code !== 0) await cannotRun('the build failed (see above).');
}
