import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  byTree,
  isFolderSource,
  pageSolutionFiles,
  solutionFile,
  SOLUTION_KINDS,
  techniqueOf,
  type SolutionKind,
} from '../../src/app/solutions/solutionPaths';
import type { Exercise } from '../../src/shared/catalog';

export { solutionFile, techniqueOf };

/** The reference solutions' folder, relative to the project root. */
export const SOLUTIONS_DIR = 'solutions';

/** The project files beside the solutions that make the folder runnable on its own. */
export const PROJECT_FILES = [
  'README.md',
  'package.json',
  'requirements.txt',
  'playwright/playwright.config.ts',
  'selenium/conftest.py',
  'webdriverio/wdio.conf.ts',
  'webdriverio/tsconfig.json',
  'webdriverio/support/chrome.ts',
] as const;

/** Folders of the project's own code, never a page's solution folder. */
const PROJECT_FOLDERS = new Set(['webdriverio/support']);

/** The pages that must have both solutions: every listed catalog page, each folder once. */
export function pagesWithSolutions(exercises: readonly Exercise[]): string[] {
  return [...new Set(exercises.filter((e) => e.listed !== false).map((e) => e.page))];
}

/**
 * The solutions (relative to the solutions folder) a listed page lacks: of each kind, neither its
 * file nor a folder of its name with a source file. Named by the file.
 */
export function missingSolutions(exercises: readonly Exercise[], root: string): string[] {
  const files = listSolutions(root).map((s) => s.file);
  return pagesWithSolutions(exercises).flatMap((page) =>
    SOLUTION_KINDS.filter((kind) => pageSolutionFiles(kind, page, files).length === 0).map((kind) =>
      solutionFile(kind, page),
    ),
  );
}

/** Reads a file of the solutions folder. */
export function readSolution(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8');
}

const SOLUTION_NAME: Record<SolutionKind, RegExp> = {
  playwright: /^(.+)\.spec\.ts$/,
  selenium: /^test_(.+)\.py$/,
  webdriverio: /^(.+)\.e2e\.ts$/,
};

/** What a run of the suites leaves in their folders, never part of a solution. */
const LEFT_BY_RUNS = new Set(['node_modules', '__pycache__', 'test-results']);

/** Every file under a folder (relative to `root`), in a tree's order, without what runs leave. */
function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.name.startsWith('.') || LEFT_BY_RUNS.has(entry.name)) return [];
      return entry.isDirectory() ? filesUnder(root, path) : entry.isFile() ? [path] : [];
    })
    .sort(byTree);
}

/** A page's solution folders: each folder of a kind's folder that holds a source file. */
function solutionFolders(root: string): { kind: SolutionKind; page: string; files: string[] }[] {
  return SOLUTION_KINDS.flatMap((kind) =>
    existsSync(join(root, kind))
      ? readdirSync(join(root, kind), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
          .filter((entry) => !LEFT_BY_RUNS.has(entry.name))
          .filter((entry) => !PROJECT_FOLDERS.has(`${kind}/${entry.name}`))
          .map((entry) => ({
            kind,
            page: entry.name,
            files: filesUnder(root, `${kind}/${entry.name}`),
          }))
          .filter(({ kind, files }) => files.some((file) => isFolderSource(kind, file)))
          .sort((a, b) => a.page.localeCompare(b.page, 'en'))
      : [],
  );
}

/**
 * Every solution file the site shows, relative to the solutions folder, with the page it solves:
 * each page's file, and each source file of its folder.
 */
export function listSolutions(root: string): { kind: SolutionKind; page: string; file: string }[] {
  const folders = solutionFolders(root);
  return SOLUTION_KINDS.flatMap((kind) => [
    ...(existsSync(join(root, kind))
      ? readdirSync(join(root, kind))
          .sort()
          .flatMap((name) => {
            const page = SOLUTION_NAME[kind].exec(name)?.[1];
            return page ? [{ kind, page, file: `${kind}/${name}` }] : [];
          })
      : []),
    ...folders
      .filter((folder) => folder.kind === kind)
      .flatMap(({ page, files }) =>
        files.filter((file) => isFolderSource(kind, file)).map((file) => ({ kind, page, file })),
      ),
  ]);
}

/** What solutions.zip holds besides the project files: every page's file and whole folder. */
export function zippedSolutions(root: string): string[] {
  const folderFiles = new Set(solutionFolders(root).flatMap((folder) => folder.files));
  return [
    ...listSolutions(root)
      .map((s) => s.file)
      .filter((f) => !folderFiles.has(f)),
    ...folderFiles,
  ];
}
