// What a hunt's runs mean and how they read on the terminal (SPEC-4 Part C): pure functions over
// the runs' exit codes and times, shared by the CLI and the report.

/** Lines of a run's output kept for the report and shown when the baseline fails. */
export const OUTPUT_LINES = 40;

export const BASELINE_FAILED = 'Your tests fail on the shop without planted bugs. Fix them first.';

/**
 * A bug run is caught when the command failed: exited non-zero, or ran past the time limit
 * (caught, but shown apart).
 *
 * @param {{ exitCode: number | null, timedOut: boolean }} run
 * @returns {'caught' | 'missed' | 'timed out'}
 */
export function bugResult({ exitCode, timedOut }) {
  if (timedOut) return 'timed out';
  return exitCode === 0 ? 'missed' : 'caught';
}

/**
 * @param {{ exitCode: number | null, timedOut: boolean }} run
 * @returns {'passed' | 'failed' | 'timed out'}
 */
export function baselineResult({ exitCode, timedOut }) {
  if (timedOut) return 'timed out';
  return exitCode === 0 ? 'passed' : 'failed';
}

/** 12.345 -> "12.3" */
export const formatSeconds = (seconds) => seconds.toFixed(1);

/**
 * `[3/25] B07 Tax is 8 % of net plus shipping: caught (12.3 s)`, counting the runs ended so far
 * (the title's closing full stop would stand before the colon).
 */
export function runLine(ended, total, run) {
  const title = run.title.replace(/\.$/, '');
  return `[${ended}/${total}] ${run.id} ${title}: ${run.result} (${formatSeconds(run.seconds)} s)`;
}

/**
 * The score of the bug runs. Timed-out runs count as caught; the percentage is rounded down, so
 * that 100% always means every bug.
 */
export function scoreOf(runs) {
  const hunted = runs.length;
  const missed = runs.filter((run) => run.result === 'missed').length;
  const timedOut = runs.filter((run) => run.result === 'timed out').length;
  const caught = hunted - missed;
  const percent = hunted === 0 ? 0 : Math.floor((caught * 100) / hunted);
  return { hunted, caught, missed, timedOut, percent };
}

/** "Caught 23 of 25 planted bugs (92%)." */
export function summaryLine({ caught, hunted, percent }) {
  const noun = hunted === 1 ? 'planted bug' : 'planted bugs';
  return `Caught ${caught} of ${hunted} ${noun} (${percent}%).`;
}

/** The final table: one row per bug run, in the catalog's order. */
export function resultTable(runs) {
  const header = ['Bug', 'User', 'Result', 'Seconds', 'Title'];
  const rows = runs.map((run) => [
    run.id,
    run.user,
    run.result,
    formatSeconds(run.seconds),
    run.title,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === cells.length - 1
          ? cell
          : column === 3
            ? cell.padStart(widths[column])
            : cell.padEnd(widths[column]),
      )
      .join('  ');
  const rule = widths.map((width, column) => '-'.repeat(column === 4 ? header[4].length : width));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}

/**
 * 0 when every hunted bug is caught, 1 when one or more is missed, 3 when the baseline did not
 * pass (then no bug was run).
 */
export function exitCodeFor(baseline, runs) {
  if (baseline.result !== 'passed') return 3;
  return runs.some((run) => run.result === 'missed') ? 1 : 0;
}

// CSI sequences (colours, cursor moves) and OSC sequences (links, titles).
// eslint-disable-next-line no-control-regex
const TERMINAL_CODES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;

/**
 * The last `count` lines of a command's output as a reader saw them: without terminal codes, a
 * line redrawn with carriage returns shown as its last state, trailing blank lines dropped.
 */
export function lastLines(text, count = OUTPUT_LINES) {
  const lines = text
    .replace(TERMINAL_CODES, '')
    .split(/\r?\n/)
    .map((line) => line.slice(line.lastIndexOf('\r') + 1).trimEnd());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines.slice(-count);
}
