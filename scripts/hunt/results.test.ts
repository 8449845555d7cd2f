import { describe, expect, it } from 'vitest';
import {
  baselineResult,
  bugResult,
  exitCodeFor,
  lastLines,
  resultTable,
  runLine,
  scoreOf,
  summaryLine,
} from './results.mjs';
import type { BugResult } from './results.d.mts';

const runsOf = (...results: BugResult[]) => results.map((result) => ({ result }));

describe('a run', () => {
  it('catches a bug when the command fails, misses it when the command passes', () => {
    expect(bugResult({ exitCode: 1, timedOut: false })).toBe('caught');
    expect(bugResult({ exitCode: 130, timedOut: false })).toBe('caught');
    expect(bugResult({ exitCode: null, timedOut: false })).toBe('caught');
    expect(bugResult({ exitCode: 0, timedOut: false })).toBe('missed');
    expect(bugResult({ exitCode: null, timedOut: true })).toBe('timed out');
  });

  it('passes the baseline only on exit code 0', () => {
    expect(baselineResult({ exitCode: 0, timedOut: false })).toBe('passed');
    expect(baselineResult({ exitCode: 2, timedOut: false })).toBe('failed');
    expect(baselineResult({ exitCode: null, timedOut: true })).toBe('timed out');
  });

  it('is reported on one line as it ends', () => {
    const run = { id: 'B07', title: 'Tax is 8 % of net plus shipping.', seconds: 12.34 };
    expect(runLine(3, 25, { ...run, result: 'caught' })).toBe(
      '[3/25] B07 Tax is 8 % of net plus shipping: caught (12.3 s)',
    );
    expect(runLine(4, 25, { ...run, result: 'missed' })).toBe(
      '[4/25] B07 Tax is 8 % of net plus shipping: missed (12.3 s)',
    );
    expect(runLine(25, 25, { ...run, result: 'timed out', seconds: 300.04 })).toBe(
      '[25/25] B07 Tax is 8 % of net plus shipping: timed out (300.0 s)',
    );
  });
});

describe('the score', () => {
  it('counts timed-out runs as caught and shows them apart', () => {
    const score = scoreOf(runsOf('caught', 'timed out', 'missed', 'caught'));
    expect(score).toEqual({ hunted: 4, caught: 3, missed: 1, timedOut: 1, percent: 75 });
    expect(summaryLine(score)).toBe('Caught 3 of 4 planted bugs (75%).');
  });

  it('rounds the percentage down, so that 100% means every bug', () => {
    expect(summaryLine(scoreOf(runsOf(...Array<BugResult>(25).fill('caught'))))).toBe(
      'Caught 25 of 25 planted bugs (100%).',
    );
    expect(scoreOf(runsOf('caught', 'caught', 'missed')).percent).toBe(66);
    const nearlyAll = runsOf(...Array<BugResult>(199).fill('caught'), 'missed');
    expect(summaryLine(scoreOf(nearlyAll))).toBe('Caught 199 of 200 planted bugs (99%).');
    expect(summaryLine(scoreOf(runsOf('missed')))).toBe('Caught 0 of 1 planted bug (0%).');
  });
});

describe('the exit code', () => {
  it('is 0 when every bug is caught, timed-out ones included', () => {
    expect(exitCodeFor({ result: 'passed' }, runsOf('caught', 'timed out'))).toBe(0);
  });

  it('is 1 when one bug is missed', () => {
    expect(exitCodeFor({ result: 'passed' }, runsOf('caught', 'missed'))).toBe(1);
  });

  it('is 3 when the baseline fails or times out', () => {
    expect(exitCodeFor({ result: 'failed' }, [])).toBe(3);
    expect(exitCodeFor({ result: 'timed out' }, [])).toBe(3);
  });
});

describe('resultTable', () => {
  it('lines up one row per bug under a header', () => {
    const table = resultTable([
      { id: 'B01', user: 'problem_user', title: 'Same picture.', result: 'caught', seconds: 9.5 },
      { id: 'B17', user: 'slow_user', title: 'Slow login.', result: 'timed out', seconds: 300 },
      { id: 'B22', user: 'a11y_user', title: 'No labels.', result: 'missed', seconds: 12 },
    ]);
    expect(table.split('\n')).toEqual([
      'Bug  User          Result     Seconds  Title',
      '---  ------------  ---------  -------  -----',
      'B01  problem_user  caught         9.5  Same picture.',
      'B17  slow_user     timed out    300.0  Slow login.',
      'B22  a11y_user     missed        12.0  No labels.',
    ]);
  });
});

describe('lastLines', () => {
  it('keeps the last lines as a reader saw them', () => {
    const output = [
      ...Array.from({ length: 50 }, (_, i) => `line ${i + 1}`),
      '\u001b[31m  1 failed\u001b[39m',
      'progress 10%\rprogress 100%',
      '\u001b]8;;https://example.test\u0007link\u001b]8;;\u0007',
      '',
      '',
    ].join('\r\n');
    const lines = lastLines(output);
    expect(lines).toHaveLength(40);
    expect(lines[0]).toBe('line 14');
    expect(lines.slice(-3)).toEqual(['  1 failed', 'progress 100%', 'link']);
  });

  it('gives no line for no output', () => {
    expect(lastLines('')).toEqual([]);
    expect(lastLines('\n\n')).toEqual([]);
    expect(lastLines('one\ntwo\nthree', 2)).toEqual(['two', 'three']);
  });
});
