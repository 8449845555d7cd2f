import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from '../lib/pageProps';

type PageModule = { default: ComponentType<PageProps> };

// One chunk per page folder: a page's code loads only when it is visited.
const pageLoaders = import.meta.glob<PageModule>('../pages/*/index.tsx');

const folderOf = (modulePath: string) => modulePath.split('/').at(-2)!;

/** Each page folder's lazily loaded component, keyed by folder name (the catalog's `page`). */
export const lazyPages: Readonly<Record<string, LazyExoticComponent<ComponentType<PageProps>>>> =
  Object.fromEntries(
    Object.entries(pageLoaders).map(([modulePath, load]) => [folderOf(modulePath), lazy(load)]),
  );
