// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildReport, escapeHtml, formatCommand, formatDuration, reportHtml } from './report.mjs';
import type { BugRunRecord, HuntRecord } from './report.d.mts';

const bug = (overrides: Partial<BugRunRecord>): BugRunRecord => ({
  id: 'B01',
  user: 'problem_user',
  area: 'Products',
  title: 'Every product shows the same picture.',
  testCases: ['TC07', 'TC22'],
  result: 'caught',
  seconds: 9.96,
  exitCode: 1,
  output: ['1 failed', '  TC07 Product page'],
  ...overrides,
});

const hunt: HuntRecord = {
  command: ['npx', 'playwright', 'test', '--grep', 'TC07 Product page'],
  startedAt: new Date('2025-06-01T12:00:00.000Z'),
  finishedAt: new Date('2025-06-01T12:04:12.340Z'),
  parallel: 2,
  timeoutSeconds: 300,
  baseline: { result: 'passed', seconds: 41.23, exitCode: 0, output: ['25 passed'] },
  bugs: [
    bug({}),
    bug({
      id: 'B07',
      area: 'Checkout',
      title: 'Tax is 8 % of net plus <shipping> & "more".',
      testCases: ['TC14'],
      result: 'missed',
      exitCode: 0,
      output: ['<script>alert("x")</script>', '25 passed'],
    }),
    bug({ id: 'B17', user: 'slow_user', result: 'timed out', exitCode: null, seconds: 300.02 }),
  ],
};

describe('report.json', () => {
  it('holds the command, the times, the baseline and each bug with its result and output', () => {
    const report = buildReport(hunt);
    expect(report).toEqual({
      command: ['npx', 'playwright', 'test', '--grep', 'TC07 Product page'],
      startedAt: '2025-06-01T12:00:00.000Z',
      finishedAt: '2025-06-01T12:04:12.340Z',
      seconds: 252.3,
      parallel: 2,
      timeoutSeconds: 300,
      baseline: { result: 'passed', seconds: 41.2, exitCode: 0, output: ['25 passed'] },
      bugs: [
        expect.objectContaining({ id: 'B01', result: 'caught', seconds: 10, exitCode: 1 }),
        expect.objectContaining({ id: 'B07', result: 'missed', exitCode: 0 }),
        expect.objectContaining({ id: 'B17', result: 'timed out', seconds: 300, exitCode: null }),
      ],
      score: { hunted: 3, caught: 2, missed: 1, timedOut: 1, percent: 66 },
    });
    expect(Object.keys(report.bugs[0]!)).toEqual([
      'id',
      'user',
      'area',
      'title',
      'testCases',
      'result',
      'seconds',
      'exitCode',
      'output',
    ]);
    expect(report.bugs[0]!.output).toEqual(['1 failed', '  TC07 Product page']);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
});

describe('index.html', () => {
  const page = () => new DOMParser().parseFromString(reportHtml(buildReport(hunt)), 'text/html');
  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();

  it('shows the score big, with the summary line and the counts', () => {
    const document = page();
    expect(document.title).toBe('Bug hunt: 2 of 3 caught');
    expect(text(document.querySelector('h2.percent'))).toBe('66%');
    expect(text(document.querySelector('.score .summary'))).toBe(
      'Caught 2 of 3 planted bugs (66%).',
    );
    expect([...document.querySelectorAll('.counts li')].map(text)).toEqual([
      '1 caught',
      '1 timed out',
      '1 missed',
    ]);
  });

  it('shows a tile per bug with its id, result, user and title, opening its output', () => {
    const tiles = [...page().querySelectorAll('.grid > li')];
    expect(tiles.map((tile) => tile.className)).toEqual([
      'tile caught',
      'tile missed',
      'tile timed-out',
    ]);
    const missed = tiles[1]!;
    expect(text(missed.querySelector('summary'))).toBe(
      'B07✗ Missed problem_user · Checkout Tax is 8 % of net plus <shipping> & "more".',
    );
    expect(missed.querySelector('details')?.hasAttribute('open')).toBe(false);
    expect(text(missed.querySelector('.catch-with'))).toBe('Catch it with: TC14');
    expect(missed.querySelector('pre')?.textContent).toBe('<script>alert("x")</script>\n25 passed');
    expect(text(tiles[2]!.querySelector('.run-facts'))).toBe(
      'stopped at the time limit, 300.0 s · last 2 lines of output:',
    );
    expect(tiles[0]!.querySelector('.catch-with')).toBeNull();
  });

  it('escapes every text it shows, so output is never markup', () => {
    const document = page();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(text(document.querySelector('.command'))).toBe(
      'npx playwright test --grep "TC07 Product page"',
    );
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('needs nothing outside the file', () => {
    const html = reportHtml(buildReport(hunt));
    expect(html).not.toMatch(/<link|<script|src=|url\(/);
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('says so when the baseline failed, with its output open', () => {
    const report = buildReport({
      ...hunt,
      baseline: { result: 'failed', seconds: 3, exitCode: 1, output: ['1 failed'] },
      bugs: [],
    });
    const document = new DOMParser().parseFromString(reportHtml(report), 'text/html');
    expect(document.title).toBe('Bug hunt: the baseline failed');
    expect(text(document.querySelector('.score'))).toBe(
      'No bug was hunted Your tests fail on the shop without planted bugs. Fix them first.',
    );
    expect(document.querySelector('.grid')).toBeNull();
    const baseline = document.querySelector('.baseline details');
    expect(baseline?.hasAttribute('open')).toBe(true);
    expect(baseline?.querySelector('pre')?.textContent).toBe('1 failed');
  });
});

describe('formatting', () => {
  it('writes durations and commands as a reader expects', () => {
    expect(formatDuration(8.25)).toBe('8.3 s');
    expect(formatDuration(252.4)).toBe('4 min 12 s');
    expect(formatCommand(['python3', '-m', 'pytest', '-k', 'TC01 or TC02'])).toBe(
      'python3 -m pytest -k "TC01 or TC02"',
    );
  });
});
