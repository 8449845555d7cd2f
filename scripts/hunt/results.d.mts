// Types of results.mjs, for the TypeScript tests and report.d.mts.

export type BugResult = 'caught' | 'missed' | 'timed out';
export type BaselineResult = 'passed' | 'failed' | 'timed out';

export interface RunEnd {
  /** Null when a signal ended the command (its time limit, for one). */
  exitCode: number | null;
  timedOut: boolean;
}

export interface Score {
  hunted: number;
  /** Timed-out runs included. */
  caught: number;
  missed: number;
  timedOut: number;
  /** Rounded down: 100 only when every hunted bug is caught. */
  percent: number;
}

export const OUTPUT_LINES: number;
export const BASELINE_FAILED: string;

export function bugResult(run: RunEnd): BugResult;
export function baselineResult(run: RunEnd): BaselineResult;
export function formatSeconds(seconds: number): string;
export function runLine(
  ended: number,
  total: number,
  run: { id: string; title: string; result: BugResult; seconds: number },
): string;
export function scoreOf(runs: readonly { result: BugResult }[]): Score;
export function summaryLine(score: Pick<Score, 'caught' | 'hunted' | 'percent'>): string;
export function resultTable(
  runs: readonly { id: string; user: string; title: string; result: BugResult; seconds: number }[],
): string;
export function exitCodeFor(
  baseline: { result: BaselineResult },
  runs: readonly { result: BugResult }[],
): 0 | 1 | 3;
export function lastLines(text: string, count?: number): string[];
