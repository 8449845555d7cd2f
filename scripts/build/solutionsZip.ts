import { zipSync, strToU8 } from 'fflate';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { PROJECT_FILES } from './solutionFiles';

/** The folder the archive unpacks into. */
export const ZIP_FOLDER = 'automation-playground-solutions';

/**
 * /solutions.zip: a runnable project of the project files and every solution, in one folder.
 * `readme` replaces solutions/README.md (its table filled in).
 */
export function solutionsZip(
  root: string,
  solutionFiles: readonly string[],
  readme: string,
): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of [...PROJECT_FILES, ...solutionFiles])
    entries[`${ZIP_FOLDER}/${file}`] =
      file === 'README.md' ? strToU8(readme) : readFileSync(join(root, file));
  return zipSync(entries, { level: 9 });
}
