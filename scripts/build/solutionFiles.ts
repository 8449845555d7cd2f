import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  solutionFile,
  SOLUTION_KINDS,
  type SolutionKind,
} from '../../src/app/solutions/solutionPaths';
import type { Exercise } from '../../src/shared/catalog';

export { solutionFile };

/** The reference solutions' folder, relative to the project root. */
export const SOLUTIONS_DIR = 'solutions';

/** The project files beside the solutions that make the folder runnable on its own. */
export const PROJECT_FILES = [
  'README.md',
  'package.json',
  'requirements.txt',
  'playwright/playwright.config.ts',
  'selenium/conftest.py',
] as const;

/** The pages that must have both solutions: every listed catalog page, each folder once. */
export function pagesWithSolutions(exercises: readonly Exercise[]): string[] {
  return [...new Set(exercises.filter((e) => e.listed !== false).map((e) => e.page))];
}

/** The solution files (relative to the solutions folder) a listed page lacks. */
export function missingSolutions(exercises: readonly Exercise[], root: string): string[] {
  return pagesWithSolutions(exercises)
    .flatMap((page) => SOLUTION_KINDS.map((kind) => solutionFile(kind, page)))
    .filter((file) => !existsSync(join(root, file)));
}

/**
 * What a solution file shows: its first line is a comment "<Page>: <technique>"
 * (`// ...` in TypeScript, `# ...` in Python); returns the technique.
 */
export function techniqueOf(source: string): string {
  const firstLine = source.split('\n', 1)[0] ?? '';
  const comment = /^\s*(?:\/\/|#)\s*(.*)$/.exec(firstLine)?.[1]?.trim();
  if (!comment) return '';
  const colon = comment.indexOf(': ');
  return colon === -1 ? comment : comment.slice(colon + 2);
}

/** Reads a file of the solutions folder. */
export function readSolution(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8');
}

const SOLUTION_NAME: Record<SolutionKind, RegExp> = {
  playwright: /^(.+)\.spec\.ts$/,
  selenium: /^test_(.+)\.py$/,
};

/** Every solution file of the folder, relative to it, with the page it solves. */
export function listSolutions(root: string): { kind: SolutionKind; page: string; file: string }[] {
  return SOLUTION_KINDS.flatMap((kind) =>
    existsSync(join(root, kind))
      ? readdirSync(join(root, kind))
          .sort()
          .flatMap((name) => {
            const page = SOLUTION_NAME[kind].exec(name)?.[1];
            return page ? [{ kind, page, file: `${kind}/${name}` }] : [];
          })
      : [],
  );
}
