// The hunt end to end against the built site (built first if stale, as the hunt itself does),
// with tiny Node commands standing in for a test suite. Each run's command records what it saw
// in its working folder, so the tests can check where it ran, that its server answered, and that
// nothing the hunt started is left afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLANTED_BUGS } from '../../src/shared/shop/bugs';

const HUNT = fileURLToPath(new URL('./hunt.mjs', import.meta.url));
// A first run may build the site (the hunt's own rule); later ones take seconds.
const HUNT_TEST_TIMEOUT_MS = 600_000;

const titleOf = (id: string) => PLANTED_BUGS.find((bug) => bug.id === id)!.title;
/** The title as a run's line shows it, without its full stop. */
const lineTitleOf = (id: string) => escapeRegExp(titleOf(id).replace(/\.$/, ''));

/**
 * A stand-in for a suite: records its run, checks /healthz at BASE_URL, then follows `plan`, the
 * list of what its 1st, 2nd, ... run does: "pass", "fail", or "hang" (with a child of its own).
 */
const FAKE_SUITE = `
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
const plan = JSON.parse(readFileSync('plan.json', 'utf8'));
const runs = existsSync('runs.jsonl') ? readFileSync('runs.jsonl', 'utf8').trim().split('\\n').length : 0;
const health = await fetch(process.env.BASE_URL + '/healthz').then((answer) => answer.status);
const action = plan[runs] ?? 'pass';
const helper = action === 'hang' ? spawn('sleep', ['600'], { stdio: 'ignore' }) : undefined;
appendFileSync('runs.jsonl', JSON.stringify({
  baseUrl: process.env.BASE_URL, health, pid: process.pid, helperPid: helper?.pid ?? null,
  redisUrl: process.env.REDIS_URL ?? null,
}) + '\\n');
console.log('suite run ' + (runs + 1) + ' against ' + process.env.BASE_URL + ': ' + action);
if (action === 'fail') { console.error('1 failed'); process.exit(1); }
if (action === 'hang') setInterval(() => undefined, 1000);
`;

interface RecordedRun {
  baseUrl: string;
  health: number;
  pid: number;
  helperPid: number | null;
  redisUrl: string | null;
}

let caller: string;

beforeEach(() => {
  caller = mkdtempSync(join(tmpdir(), 'hunt-test-'));
  writeFileSync(join(caller, 'suite.mjs'), FAKE_SUITE);
});

afterEach(() => rmSync(caller, { recursive: true, force: true }));

function startHunt(args: string[], plan: string[]) {
  writeFileSync(join(caller, 'plan.json'), JSON.stringify(plan));
  const hunt = spawn(process.execPath, [HUNT, ...args, '--', process.execPath, 'suite.mjs'], {
    cwd: caller,
    // As `npm run hunt` typed in `caller`; a Redis address that the servers must not get.
    env: { ...process.env, INIT_CWD: caller, REDIS_URL: 'redis://127.0.0.1:1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  hunt.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  hunt.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(hunt, 'exit').then(([code]) => code as number | null);
  return { hunt, exited, output: () => output };
}

async function runHunt(args: string[], plan: string[]) {
  const started = startHunt(args, plan);
  const code = await started.exited;
  return { code, output: started.output() };
}

const recordedRuns = (): RecordedRun[] =>
  existsSync(join(caller, 'runs.jsonl'))
    ? readFileSync(join(caller, 'runs.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as RecordedRun)
    : [];

/** Running and not a zombie waiting to be reaped. */
function isRunning(pid: number) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const answers = (baseUrl: string) =>
  fetch(`${baseUrl}/healthz`).then(
    () => true,
    () => false,
  );

async function expectNothingLeft(runs: RecordedRun[]) {
  for (const run of runs) {
    expect(await answers(run.baseUrl), `a server still answers at ${run.baseUrl}`).toBe(false);
    await expect.poll(() => isRunning(run.pid)).toBe(false);
    if (run.helperPid !== null) await expect.poll(() => isRunning(run.helperPid!)).toBe(false);
  }
}

describe('npm run hunt', () => {
  it(
    'runs the baseline and each bug against its own server, and reports one caught, one missed',
    async () => {
      const { code, output } = await runHunt(
        ['--bugs', 'B07,B02', '--report', 'out/hunt'],
        ['pass', 'fail', 'pass'],
      );

      expect(code, output).toBe(1);
      const lines = output.trimEnd().split('\n');
      expect(lines).toContainEqual(
        expect.stringMatching(/^Baseline, no planted bug: passed \(\d+\.\d s\)$/),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(`^\\[1/2\\] B02 ${lineTitleOf('B02')}: caught \\(\\d+\\.\\d s\\)$`),
        ),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(`^\\[2/2\\] B07 ${lineTitleOf('B07')}: missed \\(\\d+\\.\\d s\\)$`),
        ),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(/^B02 +problem_user +caught +\d+\.\d +"Price/),
      );
      expect(lines.at(-1)).toBe('Caught 1 of 2 planted bugs (50%).');

      const runs = recordedRuns();
      expect(runs).toHaveLength(3);
      for (const run of runs) {
        expect(run.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(run.health).toBe(200);
        expect(run.redisUrl).toBe('redis://127.0.0.1:1');
      }
      await expectNothingLeft(runs);

      const report = JSON.parse(readFileSync(join(caller, 'out/hunt/report.json'), 'utf8'));
      expect(report.command).toEqual([process.execPath, 'suite.mjs']);
      expect(report.baseline).toMatchObject({ result: 'passed', exitCode: 0 });
      expect(report.baseline.output).toEqual([`suite run 1 against ${runs[0]!.baseUrl}: pass`]);
      expect(report.bugs).toEqual([
        {
          id: 'B02',
          user: 'problem_user',
          area: 'Products',
          title: titleOf('B02'),
          testCases: ['TC05'],
          result: 'caught',
          seconds: expect.any(Number),
          exitCode: 1,
          output: [`suite run 2 against ${runs[1]!.baseUrl}: fail`, '1 failed'],
        },
        expect.objectContaining({ id: 'B07', result: 'missed', exitCode: 0 }),
      ]);
      expect(report.score).toEqual({ hunted: 2, caught: 1, missed: 1, timedOut: 0, percent: 50 });
      const html = readFileSync(join(caller, 'out/hunt/index.html'), 'utf8');
      expect(html).toContain('Caught 1 of 2 planted bugs (50%).');
    },
    HUNT_TEST_TIMEOUT_MS,
  );

  it(
    'stops a run at its time limit with everything it started, and counts it caught',
    async () => {
      const { code, output } = await runHunt(
        ['--bugs', 'B01', '--timeout', '1.5', '--report', 'report'],
        ['pass', 'hang'],
      );

      expect(code, output).toBe(0);
      expect(output).toMatch(/\[1\/1\] B01 .*: timed out \(1\.\d s\)/);
      expect(output.trimEnd().split('\n').at(-1)).toBe('Caught 1 of 1 planted bug (100%).');
      const runs = recordedRuns();
      expect(runs).toHaveLength(2);
      await expectNothingLeft(runs);
      const report = JSON.parse(readFileSync(join(caller, 'report/report.json'), 'utf8'));
      expect(report.bugs[0]).toMatchObject({ id: 'B01', result: 'timed out', exitCode: null });
    },
    HUNT_TEST_TIMEOUT_MS,
  );

  it(
    'runs no bug when the suite fails without planted bugs, and exits 3',
    async () => {
      const { code, output } = await runHunt(['--parallel', '2'], ['fail']);

      expect(code, output).toBe(3);
      expect(output).toContain(
        'Your tests fail on the shop without planted bugs. Fix them first.\nThe last lines of its output:',
      );
      expect(output).toContain('1 failed');
      const runs = recordedRuns();
      expect(runs).toHaveLength(1);
      await expectNothingLeft(runs);
      const report = JSON.parse(readFileSync(join(caller, 'hunt-report/report.json'), 'utf8'));
      expect(report).toMatchObject({ baseline: { result: 'failed', exitCode: 1 }, bugs: [] });
    },
    HUNT_TEST_TIMEOUT_MS,
  );

  it(
    'refuses an unknown bug id with the usage text and exit code 2',
    async () => {
      const { code, output } = await runHunt(['--bugs', 'B01,B26'], ['pass']);

      expect(code).toBe(2);
      expect(output).toContain('Unknown bug id B26: the planted bugs are B01 to B25.');
      expect(output).toContain('Usage: npm run hunt -- [options] [--] <command> [args...]');
      expect(recordedRuns()).toEqual([]);
    },
    HUNT_TEST_TIMEOUT_MS,
  );

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s stops every command and server it started, then exits 130',
    async (signal) => {
      const started = startHunt(
        ['--bugs', 'B01,B02,B03', '--parallel', '2'],
        ['pass', 'hang', 'hang'],
      );
      await expect.poll(() => recordedRuns().length, { timeout: HUNT_TEST_TIMEOUT_MS }).toBe(3);

      // Its servers (the two in use and the one started ahead) and its two hanging commands.
      const children = childrenOf(started.hunt.pid!);
      expect(children.length).toBeGreaterThanOrEqual(4);

      started.hunt.kill(signal);

      expect(await started.exited, started.output()).toBe(130);
      expect(started.output()).toContain(`${signal}: stopping every run and server of the hunt.`);
      await expectNothingLeft(recordedRuns());
      for (const pid of children) await expect.poll(() => isRunning(pid)).toBe(false);
      expect(existsSync(join(caller, 'hunt-report'))).toBe(false);
    },
    HUNT_TEST_TIMEOUT_MS,
  );
});

function childrenOf(pid: number) {
  const listed = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  return listed.stdout.split('\n').filter(Boolean).map(Number);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
