// The hunt's report folder (SPEC-4 Part C): report.json for tools and index.html for people, a
// self-contained page (inline CSS, no script, no external asset) that works opened from disk.
import { BASELINE_FAILED, formatSeconds, scoreOf, summaryLine } from './results.mjs';

/**
 * The data of report.json.
 *
 * @param {import('./report.d.mts').HuntRecord} hunt
 * @returns {import('./report.d.mts').HuntReport}
 */
export function buildReport({
  command,
  startedAt,
  finishedAt,
  parallel,
  timeoutSeconds,
  baseline,
  bugs,
}) {
  return {
    command,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    seconds: round1((finishedAt.getTime() - startedAt.getTime()) / 1000),
    parallel,
    timeoutSeconds,
    baseline: {
      result: baseline.result,
      seconds: round1(baseline.seconds),
      exitCode: baseline.exitCode,
      output: baseline.output,
    },
    bugs: bugs.map((bug) => ({
      id: bug.id,
      user: bug.user,
      area: bug.area,
      title: bug.title,
      testCases: [...bug.testCases],
      result: bug.result,
      seconds: round1(bug.seconds),
      exitCode: bug.exitCode,
      output: bug.output,
    })),
    score: scoreOf(bugs),
  };
}

const round1 = (seconds) => Math.round(seconds * 10) / 10;

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML content or a quoted attribute. */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** 252.4 -> "4 min 12 s"; 8.25 -> "8.3 s" */
export function formatDuration(seconds) {
  if (seconds < 60) return `${formatSeconds(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** "2025-06-01T12:34:56.000Z" -> "2025-06-01 12:34 UTC" */
const formatTime = (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The command as one would type it, arguments with spaces quoted. */
export function formatCommand(command) {
  return command.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : JSON.stringify(arg))).join(' ');
}

const RESULT_LABELS = {
  caught: '✓ Caught',
  missed: '✗ Missed',
  'timed out': '◷ Timed out',
  passed: '✓ Passed',
  failed: '✗ Failed',
};

const resultClass = (result) => result.replace(' ', '-');

function outputBlock(run) {
  const exit =
    run.exitCode === null ? 'stopped at the time limit' : `exit code ${escapeHtml(run.exitCode)}`;
  const lines = run.output.length === 0 ? '(no output)' : escapeHtml(run.output.join('\n'));
  return `<p class="run-facts">${exit}, ${formatSeconds(run.seconds)} s · last ${run.output.length} lines of output:</p>
<pre>${lines}</pre>`;
}

function bugTile(bug) {
  const catchWith =
    bug.result === 'missed' && bug.testCases.length > 0
      ? `<p class="catch-with">Catch it with: ${escapeHtml(bug.testCases.join(', '))}</p>`
      : '';
  return `<li class="tile ${resultClass(bug.result)}">
<details>
<summary><span class="tile-head"><span class="bug-id">${escapeHtml(bug.id)}</span><span class="result">${RESULT_LABELS[bug.result]}</span></span>
<span class="bug-user">${escapeHtml(bug.user)} · ${escapeHtml(bug.area)}</span>
<span class="bug-title">${escapeHtml(bug.title)}</span></summary>
${catchWith}${outputBlock(bug)}
</details>
</li>`;
}

function scoreSection(report) {
  const { score } = report;
  if (report.baseline.result !== 'passed') {
    return `<section class="score baseline-failed" aria-labelledby="score-heading">
<h2 id="score-heading" class="verdict">No bug was hunted</h2>
<p class="summary">${escapeHtml(BASELINE_FAILED)}</p>
</section>`;
  }
  const share = (count) => (score.hunted === 0 ? 0 : (count * 100) / score.hunted);
  const bar = ['caught', 'timed-out', 'missed']
    .map((kind, index) => {
      const count = [score.caught - score.timedOut, score.timedOut, score.missed][index];
      return count === 0
        ? ''
        : `<span class="${kind}" style="width: ${share(count).toFixed(2)}%"></span>`;
    })
    .join('');
  const counts = [
    `<li class="caught">${score.caught - score.timedOut} caught</li>`,
    score.timedOut > 0 ? `<li class="timed-out">${score.timedOut} timed out</li>` : '',
    `<li class="missed">${score.missed} missed</li>`,
  ].join('');
  return `<section class="score" aria-labelledby="score-heading">
<h2 id="score-heading" class="percent">${score.percent}%</h2>
<p class="summary">${escapeHtml(summaryLine(score))}</p>
<div class="bar" aria-hidden="true">${bar}</div>
<ul class="counts">${counts}</ul>
</section>`;
}

/** index.html: the score, a tile per hunted bug (opening its output), and the baseline run. */
export function reportHtml(report) {
  const title =
    report.baseline.result === 'passed'
      ? `Bug hunt: ${report.score.caught} of ${report.score.hunted} caught`
      : 'Bug hunt: the baseline failed';
  const bugs =
    report.bugs.length === 0
      ? ''
      : `<section aria-labelledby="bugs-heading">
<h2 id="bugs-heading">Planted bugs</h2>
<p class="hint">Open a bug to see the end of its run's output.</p>
<ul class="grid">
${report.bugs.map(bugTile).join('\n')}
</ul>
</section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<header>
<h1>Shop bug hunt</h1>
<p class="command"><code>${escapeHtml(formatCommand(report.command))}</code></p>
<p class="when">${formatTime(report.startedAt)} · ${formatDuration(report.seconds)} · ${report.parallel} at once · ${escapeHtml(report.timeoutSeconds)} s per run at most</p>
</header>
${scoreSection(report)}
${bugs}
<section aria-labelledby="baseline-heading">
<h2 id="baseline-heading">Baseline</h2>
<div class="tile baseline ${resultClass(report.baseline.result)}">
<details${report.baseline.result === 'passed' ? '' : ' open'}>
<summary><span class="tile-head"><span class="bug-id">No planted bug</span><span class="result">${RESULT_LABELS[report.baseline.result]}</span></span></summary>
${outputBlock(report.baseline)}
</details>
</div>
</section>
</main>
</body>
</html>
`;
}

const STYLES = `
:root {
  --page: #f6f7f9; --card: #ffffff; --text: #1b1f24; --muted: #57606a; --line: #d0d7de;
  --caught: #1a7f37; --caught-bg: #e9f7ee; --missed: #c62828; --missed-bg: #fdecec;
  --timed-out: #9a6700; --timed-out-bg: #fff6dc; --code-bg: #eef1f4;
}
@media (prefers-color-scheme: dark) {
  :root {
    --page: #0d1117; --card: #161b22; --text: #e6edf3; --muted: #9da7b3; --line: #30363d;
    --caught: #3fb950; --caught-bg: #10291a; --missed: #ff7b72; --missed-bg: #3a1616;
    --timed-out: #e3b341; --timed-out-bg: #33280c; --code-bg: #0a0d12;
  }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--page); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { margin: 0 0 .25rem; font-size: 1.5rem; }
h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; }
.command { margin: 0; overflow-wrap: anywhere; }
.command code { background: var(--code-bg); padding: .1rem .35rem; border-radius: 4px; font-size: .9rem; }
.when, .hint, .run-facts { color: var(--muted); font-size: .875rem; margin: .25rem 0; }
.score { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
  padding: 1.25rem 1.5rem; margin-top: 1.25rem; }
.score .percent { font-size: clamp(3.5rem, 14vw, 6rem); line-height: 1; margin: 0; font-weight: 800; }
.score .verdict { margin: 0; font-size: 2rem; color: var(--missed); }
.score .summary { font-size: 1.25rem; margin: .5rem 0 1rem; font-weight: 600; }
.bar { display: flex; height: .9rem; border-radius: 999px; overflow: hidden; background: var(--line); }
.bar .caught { background: var(--caught); }
.bar .missed { background: var(--missed); }
.bar .timed-out { background: repeating-linear-gradient(135deg, var(--timed-out) 0 6px, transparent 6px 10px); }
.counts { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; list-style: none; padding: 0; margin: .75rem 0 0; font-weight: 600; }
.counts .caught { color: var(--caught); }
.counts .missed { color: var(--missed); }
.counts .timed-out { color: var(--timed-out); }
.grid { list-style: none; padding: 0; margin: 0; display: grid; gap: .75rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); }
.tile { background: var(--card); border: 1px solid var(--line); border-left: 6px solid var(--line);
  border-radius: 10px; }
.tile.caught, .tile.passed { border-left-color: var(--caught); background: var(--caught-bg); }
.tile.missed, .tile.failed { border-left-color: var(--missed); background: var(--missed-bg); }
.tile.timed-out { border-left-color: var(--timed-out); background: var(--timed-out-bg); border-left-style: dashed; }
.grid .tile:has(details[open]) { grid-column: 1 / -1; }
.grid .tile details { height: 100%; }
.tile summary { cursor: pointer; padding: .75rem .9rem; display: grid; gap: .2rem; list-style: none; }
.tile summary::-webkit-details-marker { display: none; }
.tile summary:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; border-radius: 8px; }
.tile-head { display: flex; justify-content: space-between; gap: .5rem; align-items: baseline; }
.bug-id { font-weight: 800; font-size: 1.1rem; }
.result { font-weight: 700; font-size: .9rem; white-space: nowrap; }
.caught .result, .passed .result { color: var(--caught); }
.missed .result, .failed .result { color: var(--missed); }
.timed-out .result { color: var(--timed-out); }
.bug-user { color: var(--muted); font-size: .85rem; }
.bug-title { font-size: .95rem; }
.tile details > :not(summary) { margin-left: .9rem; margin-right: .9rem; }
.catch-with { font-weight: 600; margin: 0 0 .25rem; }
pre { background: var(--code-bg); border: 1px solid var(--line); border-radius: 6px; padding: .6rem;
  margin-bottom: .9rem; max-height: 24rem; overflow: auto; white-space: pre-wrap;
  overflow-wrap: anywhere; font-size: .78rem; line-height: 1.4; }
`;
