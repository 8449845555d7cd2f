import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Exercise } from '../../src/shared/catalog';
import { pagesWithSolutions, readSolution, solutionFile, techniqueOf } from './solutionFiles';

/** Where solutions/README.md wants the generated table of files. */
export const TABLE_MARKER = '<!-- solutions-table -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;');

/**
 * The table "page -> what each file shows", one row per listed page with both files, from the
 * first comment line of each file.
 */
export function solutionsTable(exercises: readonly Exercise[], root: string): string {
  const rows = pagesWithSolutions(exercises).flatMap((page) => {
    const playwright = solutionFile('playwright', page);
    const selenium = solutionFile('selenium', page);
    if (![playwright, selenium].every((file) => existsSync(join(root, file)))) return [];
    const exercise = exercises.find((e) => e.page === page && e.listed !== false)!;
    return [
      `| [${cell(exercise.title)}](${exercise.path}) | \`${playwright}\`: ${cell(techniqueOf(readSolution(root, playwright)))} | \`${selenium}\`: ${cell(techniqueOf(readSolution(root, selenium)))} |`,
    ];
  });
  return [
    '| Page | Playwright (TypeScript) | Selenium (Python) |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** solutions/README.md with its table of files filled in. */
export function solutionsReadme(exercises: readonly Exercise[], root: string): string {
  const readme = readSolution(root, 'README.md');
  if (!readme.includes(TABLE_MARKER)) throw new Error(`solutions/README.md lacks ${TABLE_MARKER}`);
  return readme.replace(TABLE_MARKER, solutionsTable(exercises, root));
}
