import { Link } from 'react-router';
import type { Exercise } from '../../shared/catalog';
import { techniqueOf } from './solutionPaths';
import { SolutionFile, type Solution } from './SolutionView';

export interface LoadedFile {
  /** The file's address on the site, `/solutions/...`. */
  path: string;
  solution: Solution;
}

export interface LoadedGroup {
  exercise: Exercise;
  files: LoadedFile[];
}

/**
 * A kind's tab with several files (a folder suite, or this page's file and another page's suite):
 * the files of each page as a list of disclosures, each summarised by its path and what it shows.
 */
export function SolutionFiles({ page, groups }: { page: string; groups: LoadedGroup[] }) {
  return (
    <div className="border border-top-0 rounded-bottom p-3">
      {groups.map(({ exercise, files }) => (
        <section key={exercise.page} aria-label={groupName(page, exercise)} className="mb-3">
          {groups.length > 1 && (
            <h3 className="h6">
              {exercise.page === page ? (
                'This page'
              ) : (
                <>
                  The suite of <Link to={exercise.path}>{exercise.title}</Link>
                </>
              )}
            </h3>
          )}
          <ul className="list-unstyled mb-0">
            {files.map(({ path, solution }) => (
              <li key={path} className="mb-2">
                <details className="solution-file">
                  <summary>
                    <code>{path.replace(/^\/solutions\//, '')}</code>
                    {techniqueOf(solution.code) && <>: {techniqueOf(solution.code)}</>}
                  </summary>
                  <div className="mt-2">
                    <SolutionFile path={path} solution={solution} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const groupName = (page: string, exercise: Exercise) =>
  exercise.page === page ? 'This page' : `The suite of ${exercise.title}`;
