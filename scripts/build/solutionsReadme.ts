import {
  pageSolutionFiles,
  SOLUTION_KINDS,
  SOLUTION_TITLES,
  solutionFolder,
  type SolutionKind,
} from '../../src/app/solutions/solutionPaths';
import type { Exercise } from '../../src/shared/catalog';
import {
  listSolutions,
  pagesWithSolutions,
  readSolution,
  solutionFile,
  techniqueOf,
} from './solutionFiles';

/** Where solutions/README.md wants the generated table of files. */
export const TABLE_MARKER = '<!-- solutions-table -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;');

/**
 * A page's cell for a kind: its file and what it shows (the first comment line), and its folder
 * with the number of files shown; empty when it has neither.
 */
function kindCell(
  kind: SolutionKind,
  page: string,
  files: readonly string[],
  root: string,
): string {
  const shown = pageSolutionFiles(kind, page, files);
  const single = solutionFile(kind, page);
  const parts = [];
  if (shown.includes(single))
    parts.push(`\`${single}\`: ${cell(techniqueOf(readSolution(root, single)))}`);
  const inFolder = shown.filter((file) => file !== single).length;
  if (inFolder > 0)
    parts.push(
      `\`${solutionFolder(kind, page)}\`: ${inFolder} ${inFolder === 1 ? 'file' : 'files'}`,
    );
  return parts.join('; ');
}

/**
 * The table "page -> what each solution shows", one row per listed page with every kind, from
 * the first comment line of each file (a folder: its number of files).
 */
export function solutionsTable(exercises: readonly Exercise[], root: string): string {
  const files = listSolutions(root).map((s) => s.file);
  const rows = pagesWithSolutions(exercises).flatMap((page) => {
    const cells = SOLUTION_KINDS.map((kind) => kindCell(kind, page, files, root));
    if (cells.some((kindCell) => !kindCell)) return [];
    const exercise = exercises.find((e) => e.page === page && e.listed !== false)!;
    return [`| [${cell(exercise.title)}](${exercise.path}) | ${cells.join(' | ')} |`];
  });
  return [
    `| Page | ${SOLUTION_KINDS.map((kind) => SOLUTION_TITLES[kind]).join(' | ')} |`,
    `| --- |${' --- |'.repeat(SOLUTION_KINDS.length)}`,
    ...rows,
  ].join('\n');
}

/** solutions/README.md with its table of files filled in. */
export function solutionsReadme(exercises: readonly Exercise[], root: string): string {
  const readme = readSolution(root, 'README.md');
  if (!readme.includes(TABLE_MARKER)) throw new Error(`solutions/README.md lacks ${TABLE_MARKER}`);
  return readme.replace(TABLE_MARKER, solutionsTable(exercises, root));
}
