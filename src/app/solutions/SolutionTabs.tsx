import { use } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import 'virtual:solutions/highlight.css';
import { solutionFile, type SolutionKind } from './solutionPaths';
import { SolutionView, type Solution } from './SolutionView';

type Loaders = Record<string, () => Promise<Solution>>;

// One chunk per file, highlighted at build time (scripts/build/solutionsPlugin.ts). The keys are
// the files' paths, which the build also publishes as they are.
const playwrightFiles = import.meta.glob<Solution>('/solutions/playwright/*.spec.ts', {
  query: '?solution',
  import: 'default',
});
const seleniumFiles = import.meta.glob<Solution>('/solutions/selenium/test_*.py', {
  query: '?solution',
  import: 'default',
});

const TABS: readonly { kind: SolutionKind; title: string; files: Loaders }[] = [
  { kind: 'playwright', title: 'Playwright (TypeScript)', files: playwrightFiles },
  { kind: 'selenium', title: 'Selenium (Python)', files: seleniumFiles },
];

interface LoadedTab {
  key: string;
  title: string;
  path: string;
  solution: Solution;
}

const loaded = new Map<string, Promise<LoadedTab[]>>();

/** Both solutions of a page, loaded once per page. */
function loadSolutions(page: string): Promise<LoadedTab[]> {
  let solutions = loaded.get(page);
  if (!solutions) {
    solutions = Promise.all(
      TABS.map(async ({ kind, title, files }) => {
        const path = `/solutions/${solutionFile(kind, page)}`;
        const load = files[path];
        if (!load) throw new Error(`No reference solution ${path}`);
        return { key: kind, title, path, solution: await load() };
      }),
    );
    // A failed load is not kept: the next visit of the page tries again.
    solutions.catch(() => loaded.delete(page));
    loaded.set(page, solutions);
  }
  return solutions;
}

/** The page's two solutions, one tab each. */
export default function SolutionTabs({ page }: { page: string }) {
  const tabs = use(loadSolutions(page));
  return (
    <Tabs id={`solutions-${page}`} defaultActiveKey="playwright" className="mt-3">
      {tabs.map(({ key, title, path, solution }) => (
        <Tab key={key} eventKey={key} title={title}>
          <SolutionView path={path} solution={solution} />
        </Tab>
      ))}
    </Tabs>
  );
}
