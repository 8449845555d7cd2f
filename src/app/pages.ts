import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from '../lib/pageProps';
import { findExercise } from '../shared/catalog';

type PageModule = { default: ComponentType<PageProps> };
type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

/** A page's code could not be fetched or run: a network blip, or a redeploy replaced the chunk. */
export class PageLoadError extends Error {
  constructor(page: string, options: ErrorOptions) {
    super(`The code of page "${page}" could not be loaded`, options);
    this.name = 'PageLoadError';
  }
}

// One chunk per page folder: a page's code loads only when it is visited.
const pageLoaders = import.meta.glob<PageModule>('../pages/*/index.tsx');

const folderOf = (modulePath: string) => modulePath.split('/').at(-2)!;

const loaders = new Map(
  Object.entries(pageLoaders).map(([modulePath, load]) => [folderOf(modulePath), load]),
);

/** The pages whose code has loaded: their component renders in the render that meets it. */
const loadedPages = new Set<string>();

function loadPage(page: string): Promise<PageModule> {
  const load = loaders.get(page);
  if (!load) return Promise.reject(new Error(`No page module at src/pages/${page}/index.tsx`));
  return load().then(
    (loaded) => {
      loadedPages.add(page);
      return loaded;
    },
    (cause: unknown) => {
      // React.lazy keeps a failed import's error for good: the next visit gets a component that
      // imports again.
      components[page] = lazyPage(page);
      throw new PageLoadError(page, { cause });
    },
  );
}

const lazyPage = (page: string) => lazy(() => loadPage(page));

const components: Record<string, PageComponent> = Object.fromEntries(
  [...loaders.keys()].map((page) => [page, lazyPage(page)]),
);

/** Each page folder's lazily loaded component, keyed by folder name (the catalog's `page`). */
export const lazyPages: Readonly<Record<string, PageComponent>> = components;

/**
 * A module already loaded, handed to React.lazy by a thenable that answers at once: the render
 * that meets the page renders it, where a promise would answer a microtask later and suspend it.
 */
function alreadyLoaded(loaded: PageModule): Promise<PageModule> {
  const thenable = {
    then(onLoaded?: ((module: PageModule) => unknown) | null) {
      return Promise.resolve(onLoaded ? onLoaded(loaded) : loaded);
    },
  };
  // React.lazy's type asks for a Promise; React itself calls nothing but `then`.
  return thenable as unknown as Promise<PageModule>;
}

/**
 * Imports a page's code; once it has loaded, the page's entry in `lazyPages` is a new component
 * that renders it in the same render. Rejects with a PageLoadError when the import fails.
 */
export async function importPage(page: string): Promise<void> {
  const loaded = await loadPage(page);
  components[page] = lazy(() => alreadyLoaded(loaded));
}

/**
 * Loads the code of the page at `path` unless it has loaded already (or the path is home's or no
 * page's: undefined then). Awaited before the app hydrates a route and before a navigation is
 * shown, so that the page renders in the render that meets it: a lazy page meeting its Suspense
 * boundary for the first time shows the fallback, and React reveals the page no sooner than 300 ms
 * later, on a timer (one that never fires when a test holds the page's clock still). A failed
 * import is left to the page: its boundary offers to try again.
 */
export function importPageAt(path: string): Promise<void> | undefined {
  const page = findExercise(path)?.page;
  if (page === undefined || loadedPages.has(page)) return undefined;
  return importPage(page).catch(() => undefined);
}

/**
 * The code of the page at `path` when the build renders its body into the route's HTML (the
 * catalog's `staticBody`), loaded before that HTML is rendered, so that it renders the body
 * itself, not its placeholder.
 */
export async function importBuiltBody(path: string): Promise<void> {
  if (findExercise(path)?.staticBody) await importPageAt(path);
}
