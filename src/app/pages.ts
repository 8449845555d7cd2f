import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from '../lib/pageProps';

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

function loadPage(page: string): Promise<PageModule> {
  const load = loaders.get(page);
  if (!load) return Promise.reject(new Error(`No page module at src/pages/${page}/index.tsx`));
  return load().catch((cause: unknown) => {
    // React.lazy keeps a failed import's error for good: the next visit gets a component that
    // imports again.
    components[page] = lazyPage(page);
    throw new PageLoadError(page, { cause });
  });
}

const lazyPage = (page: string) => lazy(() => loadPage(page));

const components: Record<string, PageComponent> = Object.fromEntries(
  [...loaders.keys()].map((page) => [page, lazyPage(page)]),
);

/** Each page folder's lazily loaded component, keyed by folder name (the catalog's `page`). */
export const lazyPages: Readonly<Record<string, PageComponent>> = components;

/**
 * Imports a page's code again; once it has loaded, the page's entry in `lazyPages` is a new
 * component that renders it. Rejects with a PageLoadError when the import fails again.
 */
export async function retryPageImport(page: string): Promise<void> {
  const loaded = await loadPage(page);
  components[page] = lazy(() => Promise.resolve(loaded));
}
