// Whether the built site (dist/) is older than what it is built from: `npm run test:page` and
// `npm run hunt` build first only then.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The last file the build writes. */
export const BUILD_STAMP = 'dist/server/server/main.js';

/**
 * Files the build never reads: tests, reference solutions (the site's copies of them do not change
 * how it behaves), docs, and scripts other than scripts/build.
 */
const NOT_BUILD_INPUT = /^(tests|solutions|docs)\/|^scripts\/(?!build\/)|\.test\.tsx?$/;

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/**
 * True when there is no build, or a file the build reads (tracked or new, not ignored by git)
 * changed after it. `ignore` lists folders to leave out as well (e.g. a report folder). Without
 * git, only a missing build counts.
 *
 * @param {string} [root] the repository folder
 * @param {{ ignore?: string[] }} [options] absolute folders inside root
 */
export function buildIsStale(root = process.cwd(), { ignore = [] } = {}) {
  const built = mtime(join(root, BUILD_STAMP));
  if (built === 0) return true;
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) return false;
  const ignoredPrefixes = ignore
    .map((folder) => relative(root, folder).split(sep).join('/'))
    .filter((folder) => folder !== '' && !folder.startsWith('..'))
    .map((folder) => `${folder}/`);
  return listed.stdout
    .split('\n')
    .filter((file) => file && !NOT_BUILD_INPUT.test(file))
    .filter((file) => !ignoredPrefixes.some((prefix) => file.startsWith(prefix)))
    .some((file) => mtime(join(root, file)) > built);
}
