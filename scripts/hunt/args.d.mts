// Types of args.mjs, for the TypeScript tests.

export interface HuntOptions {
  /** Bug ids named by --bugs (upper case, each once), or undefined for every planted bug. */
  bugs: string[] | undefined;
  parallel: number;
  timeoutSeconds: number;
  /** As given: relative paths are taken from the directory the hunt was called from. */
  reportDir: string;
  /** The test command and its arguments, never empty. */
  command: string[];
}

export const USAGE: string;
export const DEFAULTS: Readonly<Pick<HuntOptions, 'parallel' | 'timeoutSeconds' | 'reportDir'>>;

export function parseHuntArgs(
  argv: readonly string[],
): { help: true } | { error: string } | { options: HuntOptions };

export function selectBugs<Bug extends { id: string }>(
  requested: readonly string[] | undefined,
  catalog: readonly Bug[],
): { bugs: Bug[] } | { error: string };
