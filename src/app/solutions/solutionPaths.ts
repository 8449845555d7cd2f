import type { Exercise } from '../../shared/catalog';

/** Where a page's reference solutions live, in the repository's solutions/ folder and on the site. */
export type SolutionKind = 'playwright' | 'selenium' | 'webdriverio';

export const SOLUTION_KINDS: readonly SolutionKind[] = ['playwright', 'selenium', 'webdriverio'];

/** The tab title of each kind, on the site and in the solutions README. */
export const SOLUTION_TITLES: Record<SolutionKind, string> = {
  playwright: 'Playwright (TypeScript)',
  selenium: 'Selenium (Python)',
  webdriverio: 'WebdriverIO (TypeScript)',
};

/**
 * A page's solution of a kind is one file, or a folder of several (a suite of page objects and
 * tests, `{kind}/{page}/`), or both. Paths are relative to the solutions folder.
 */
export function solutionFile(kind: SolutionKind, page: string): string {
  if (kind === 'playwright') return `playwright/${page}.spec.ts`;
  if (kind === 'selenium') return `selenium/test_${page}.py`;
  return `webdriverio/${page}.e2e.ts`;
}

export const solutionFolder = (kind: SolutionKind, page: string) => `${kind}/${page}/`;

const SOURCE_EXTENSION: Record<SolutionKind, string> = {
  playwright: '.ts',
  selenium: '.py',
  webdriverio: '.ts',
};

/** A file of a solution folder that the site shows: the kind's source files, but package markers. */
export function isFolderSource(kind: SolutionKind, file: string): boolean {
  const name = file.split('/').at(-1)!;
  return name.endsWith(SOURCE_EXTENSION[kind]) && name !== '__init__.py';
}

/** A tree's order: at each level the files first, then the folders, each by name. */
export function byTree(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] === right[i]) continue;
    const leftIsFile = i === left.length - 1;
    const rightIsFile = i === right.length - 1;
    if (leftIsFile !== rightIsFile) return leftIsFile ? -1 : 1;
    return left[i]!.localeCompare(right[i]!, 'en');
  }
  return left.length - right.length;
}

/** A page's solution files of a kind among `files` (all of the solutions folder): its file, then its folder's. */
export function pageSolutionFiles(
  kind: SolutionKind,
  page: string,
  files: readonly string[],
): string[] {
  const single = solutionFile(kind, page);
  const folder = solutionFolder(kind, page);
  const inFolder = files.filter((file) => file.startsWith(folder) && isFolderSource(kind, file));
  return [...(files.includes(single) ? [single] : []), ...inFolder.sort(byTree)];
}

/**
 * The listed pages whose solutions a page shows: its own, then those of each listed page whose
 * path holds its path, nearest first (`/shop/bugs` shows `/shop`'s suites after its own).
 */
export function solutionPagesOf(page: string, exercises: readonly Exercise[]): Exercise[] {
  const listed = exercises.filter((e) => e.listed !== false);
  const own = listed.find((e) => e.page === page);
  if (!own) return [];
  const holders = listed
    .filter((e) => e.page !== page && own.path.startsWith(`${e.path}/`))
    .sort((a, b) => b.path.length - a.path.length);
  return [own, ...holders];
}

/** The files a page's solutions section shows for a kind, by the page they belong to. */
export interface SolutionGroup {
  exercise: Exercise;
  /** Relative to the solutions folder. */
  files: string[];
}

export function solutionGroups(
  kind: SolutionKind,
  page: string,
  exercises: readonly Exercise[],
  files: readonly string[],
): SolutionGroup[] {
  return solutionPagesOf(page, exercises)
    .map((exercise) => ({ exercise, files: pageSolutionFiles(kind, exercise.page, files) }))
    .filter((group) => group.files.length > 0);
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
