import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  type Location,
  type NavigationType,
} from 'react-router';
import { isHomePath } from '../shared/catalog';
import { ExerciseRoute } from './ExerciseRoute';
import Home from './Home';
import { importPageAt } from './pages';
import { ScrollToTop } from './ScrollToTop';

/** The catalog is the route table: home at "/", and every other path asks the catalog. */
function CatalogRoutes() {
  const { pathname } = useLocation();
  return isHomePath(pathname) ? <Home /> : <ExerciseRoute />;
}

/** The app inside a router: the browser's, or a static one when the frame is rendered at build. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <CatalogRoutes />
    </>
  );
}

interface Shown {
  action: NavigationType;
  location: Location;
}

/**
 * React Router's BrowserRouter, except that a navigation (a link, a script's navigate, Back) to a
 * page whose code has not loaded yet is shown once it has: the page's title and body then appear in
 * the same render, and no Suspense fallback waits for React's reveal timer (see importPageAt).
 */
function PageRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<Shown>({
    action: history.action,
    location: history.location,
  });
  useLayoutEffect(() => {
    let latest: Shown | undefined;
    return history.listen((update) => {
      latest = update;
      const show = () => {
        // A later navigation, shown first, wins.
        if (latest === update) startTransition(() => setShown(update));
      };
      const loading = importPageAt(update.location.pathname);
      if (loading) void loading.then(show);
      else show();
    });
  }, [history]);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}

export function App() {
  return (
    <PageRouter>
      <AppRoutes />
    </PageRouter>
  );
}

// What src/main.tsx tells useHydrated and loads before hydrating, from the app's own chunk (one
// request fewer).
export { beginHydration, renderingAfresh } from './useHydrated';
export { importPageAt } from './pages';
