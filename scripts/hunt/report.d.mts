// Types of report.mjs, for the TypeScript tests.
import type { BaselineResult, BugResult, Score } from './results.d.mts';

export interface RunRecord {
  exitCode: number | null;
  seconds: number;
  /** The last lines of the command's output. */
  output: string[];
}

export interface BugRunRecord extends RunRecord {
  id: string;
  user: string;
  area: string;
  title: string;
  testCases: readonly string[];
  result: BugResult;
}

/** What the CLI knows at the end of a hunt. */
export interface HuntRecord {
  command: string[];
  startedAt: Date;
  finishedAt: Date;
  parallel: number;
  timeoutSeconds: number;
  baseline: RunRecord & { result: BaselineResult };
  bugs: readonly BugRunRecord[];
}

/** report.json */
export interface HuntReport {
  command: string[];
  startedAt: string;
  finishedAt: string;
  seconds: number;
  parallel: number;
  timeoutSeconds: number;
  baseline: RunRecord & { result: BaselineResult };
  bugs: (BugRunRecord & { testCases: string[] })[];
  score: Score;
}

export function buildReport(hunt: HuntRecord): HuntReport;
export function reportHtml(report: HuntReport): string;
export function escapeHtml(text: unknown): string;
export function formatDuration(seconds: number): string;
export function formatCommand(command: readonly string[]): string;
