import { use } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import 'virtual:solutions/highlight.css';
import { exercises } from '../../shared/catalog';
import { SolutionFiles, type LoadedGroup } from './SolutionFiles';
import {
  solutionGroups,
  SOLUTION_KINDS,
  SOLUTION_TITLES,
  type SolutionKind,
} from './solutionPaths';
import { SolutionView, type Solution } from './SolutionView';

type Loaders = Record<string, () => Promise<Solution>>;

// One chunk per file, highlighted at build time (scripts/build/solutionsPlugin.ts). The keys are
// the files' paths, which the build also publishes as they are. A page's solution of a kind is its
// file, or a folder `{kind}/{page}/` of page objects and tests (scripts/build/solutionFiles.ts).
const playwrightFiles = import.meta.glob<Solution>(
  ['/solutions/playwright/*.spec.ts', '/solutions/playwright/*/**/*.ts', '!**/node_modules/**'],
  { query: '?solution', import: 'default' },
);
const seleniumFiles = import.meta.glob<Solution>(
  ['/solutions/selenium/test_*.py', '/solutions/selenium/*/**/*.py', '!**/__init__.py'],
  { query: '?solution', import: 'default' },
);

// The project's own files (wdio.conf.ts, support/) are in the zip, not in a page's tab.
const webdriverioFiles = import.meta.glob<Solution>(
  [
    '/solutions/webdriverio/*.e2e.ts',
    '/solutions/webdriverio/*/**/*.ts',
    '!**/support/**',
    '!**/node_modules/**',
  ],
  { query: '?solution', import: 'default' },
);

const FILES: Record<SolutionKind, Loaders> = {
  playwright: playwrightFiles,
  selenium: seleniumFiles,
  webdriverio: webdriverioFiles,
};
const TABS = SOLUTION_KINDS.map((kind) => ({
  kind,
  title: SOLUTION_TITLES[kind],
  files: FILES[kind],
}));

interface LoadedTab {
  key: string;
  title: string;
  groups: LoadedGroup[];
}

const SITE_FOLDER = '/solutions/';
const loaded = new Map<string, Promise<LoadedTab[]>>();

/** A kind's files of the page (and of the pages whose suites it shows), loaded. */
async function loadGroups(kind: SolutionKind, files: Loaders, page: string) {
  const available = Object.keys(files).map((path) => path.slice(SITE_FOLDER.length));
  const groups = solutionGroups(kind, page, exercises, available);
  if (groups.length === 0) throw new Error(`No reference solution of kind ${kind} for ${page}`);
  return Promise.all(
    groups.map(async ({ exercise, files: paths }) => ({
      exercise,
      files: await Promise.all(
        paths.map(async (file) => {
          const path = `${SITE_FOLDER}${file}`;
          return { path, solution: await files[path]!() };
        }),
      ),
    })),
  );
}

/** Every kind of solution of a page, loaded once per page. */
function loadSolutions(page: string): Promise<LoadedTab[]> {
  let solutions = loaded.get(page);
  if (!solutions) {
    solutions = Promise.all(
      TABS.map(async ({ kind, title, files }) => ({
        key: kind,
        title,
        groups: await loadGroups(kind, files, page),
      })),
    );
    // A failed load is not kept: the next visit of the page tries again.
    solutions.catch(() => loaded.delete(page));
    loaded.set(page, solutions);
  }
  return solutions;
}

/** The page's solutions, one tab per kind: its one file, or the list of its files. */
export default function SolutionTabs({ page }: { page: string }) {
  const tabs = use(loadSolutions(page));
  return (
    <Tabs id={`solutions-${page}`} defaultActiveKey="playwright" className="mt-3">
      {tabs.map(({ key, title, groups }) => {
        const [only] = groups.length === 1 && groups[0]!.files.length === 1 ? groups[0]!.files : [];
        return (
          <Tab key={key} eventKey={key} title={title}>
            {only ? (
              <SolutionView path={only.path} solution={only.solution} />
            ) : (
              <SolutionFiles page={page} groups={groups} />
            )}
          </Tab>
        );
      })}
    </Tabs>
  );
}
